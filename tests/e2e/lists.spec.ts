import { expect, signIn, test } from './support/fixtures';
import { MAPLE_COURT, MAPLE_COURT_PATH, unitRow } from './support/lists';
import { texts } from '../../app/domain/texts';
import { formatScheduledDate } from '../../app/domain/unitRow';

const support = { email: 'support@demo.test', password: 'support123' };
const communityList = (page: import('@playwright/test').Page) => page.getByRole('list', { name: texts.communities.title });

test.describe('Select Community', () => {
  test('rows show name and address, sorted by name; search ignores case; no match is said', async ({ page, sim }) => {
    await sim.openSignedIn('/', { scenario: 'default' });
    const rows = communityList(page).getByRole('listitem');
    await expect(rows.first()).toBeVisible();
    // Each row's button reads the name, then the address on a line of its own.
    const names = (await rows.getByRole('button').allInnerTexts()).map((text) => text.split('\n')[0] ?? '');
    expect(names).toHaveLength(7);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true })));

    const maple = page.getByRole('button', { name: /Maple Court Apartments/ });
    await expect(maple).toContainText('4120 Maple Court Drive, Austin, TX 78745');

    await page.getByLabel(texts.communities.search).fill('mAPLE cOURT');
    await expect(rows).toHaveCount(1);
    await expect(maple).toBeVisible();
    await page.getByLabel(texts.communities.search).fill('no community is called this');
    await expect(page.getByText(texts.communities.noMatch)).toBeVisible();
    await expect(rows).toHaveCount(0);

    await page.getByLabel(texts.communities.search).fill('maple');
    await maple.click();
    await expect(page).toHaveURL(MAPLE_COURT_PATH);
  });

  test('a single community opens directly', async ({ page, sim }) => {
    await sim.open('/login', { scenario: 'default' });
    await signIn(page, support);
    await expect(page).toHaveURL(MAPLE_COURT_PATH);
    await expect(page.getByRole('heading', { name: MAPLE_COURT.name })).toBeVisible();
  });
});

test.describe('Unit list', () => {
  test.beforeEach(async ({ page, sim }) => {
    await sim.openSignedIn(MAPLE_COURT_PATH, { scenario: 'default' });
    await expect(page.getByRole('heading', { name: MAPLE_COURT.name })).toBeVisible();
  });

  test('residents read initial and last name, e-mail, Vacant, or nothing', async ({ page }) => {
    await expect(unitRow(page, '101')).toContainText('A. Thompson');
    await expect(unitRow(page, '104')).toContainText('J. Ellis, sam.whitaker@example.com');
    await expect(unitRow(page, '105')).toContainText('k.nakamura@example.com');
    await expect(unitRow(page, '103')).toContainText(texts.units.vacant);
    await expect(unitRow(page, '210')).not.toContainText(texts.units.vacant);
    await expect(unitRow(page, '210').getByRole('button').first()).toHaveText('210');
  });

  test('a hub without a serial shows the disabled icon', async ({ page }) => {
    await expect(unitRow(page, '102').getByRole('img', { name: texts.units.hubWithoutSerial })).toBeVisible();
    await expect(unitRow(page, '104').getByRole('img', { name: texts.units.hubWithoutSerial })).toHaveCount(0);
    await expect(unitRow(page, '210').getByRole('img', { name: texts.units.hubWithoutSerial })).toHaveCount(0);
  });

  test('preview data: status, date, work type, arrival window and PTE for service work', async ({ page, sim }) => {
    const scheduled = await sim.db((db) => db.find('units', { id: 1005 })[0]?.installerPreviewData as { scheduledDate: string });
    const row105 = unitRow(page, '105');
    await expect(row105).toContainText(texts.units.incomplete);
    await expect(row105).toContainText(texts.units.scheduled(formatScheduledDate(scheduled.scheduledDate)));
    await expect(row105).toContainText('service');
    await expect(row105).toContainText(texts.units.arrival('1:00 PM - 5:00 PM'));
    await expect(row105).toContainText(texts.units.pte(true));
    await expect(unitRow(page, '102')).toContainText(texts.units.pte(false));
    await expect(unitRow(page, '103')).toContainText(texts.units.complete);
    await expect(unitRow(page, '103')).toContainText('install, service');
    // Install work has no PTE; a unit without preview data has no status.
    await expect(unitRow(page, '101')).not.toContainText('PTE');
    await expect(unitRow(page, '101')).toContainText(texts.units.incomplete);
    await expect(unitRow(page, '106')).not.toContainText(texts.units.incomplete);
  });

  test('PTE Notes and Notes to Technician expand; special handling shows the warning', async ({ page }) => {
    const row105 = unitRow(page, '105');
    const pteNotes = row105.getByRole('button', { name: texts.units.pteNotes });
    await expect(pteNotes).toHaveAttribute('aria-expanded', 'false');
    await pteNotes.click();
    await expect(pteNotes).toHaveAttribute('aria-expanded', 'true');
    await expect(row105.getByText(/large dog in the back bedroom/)).toBeVisible();
    const notes = row105.getByRole('button', { name: texts.units.notesToTechnician });
    await notes.click();
    await expect(row105.getByText(/Bring a spare keypad gasket/)).toBeVisible();
    await expect(row105.getByRole('img', { name: texts.units.specialHandling })).toHaveCount(2);
    await expect(unitRow(page, '101').getByRole('img', { name: texts.units.specialHandling })).toHaveCount(0);
    await expect(unitRow(page, '101').getByRole('button', { name: texts.units.notesToTechnician })).toBeVisible();
  });

  test('search by unit name; no match is said', async ({ page }) => {
    const list = page.getByRole('list', { name: MAPLE_COURT.name });
    await page.getByLabel(texts.units.search).fill('12');
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(unitRow(page, '1204')).toBeVisible();
    await page.getByLabel(texts.units.search).fill('999');
    await expect(page.getByText(texts.units.noMatch)).toBeVisible();
    await expect(list.getByRole('listitem')).toHaveCount(0);
  });

  test('a community without units says so', async ({ page, sim }) => {
    await sim.db((db, communityId) => db.remove('units', { communityId }), MAPLE_COURT.uid);
    await page.reload();
    await expect(page.getByText(texts.units.none, { exact: true })).toBeVisible();
  });

  test('Community Info shows every field', async ({ page }) => {
    await page.getByRole('button', { name: texts.units.communityInfo }).click();
    const dialog = page.getByRole('dialog', { name: texts.units.communityInfo });
    for (const value of [
      '4120 Maple Court Drive, Austin, TX 78745',
      'Hall closet, top shelf beside the router',
      'Dana Whitfield',
      'Lock: Yale Assure Lock 2 Keypad (YRD410-ZW3)',
      'Privacy lock: Schlage F40 Privacy Lever',
      'Add-on switch: Enbrighten Add-On Switch (46199)',
    ]) {
      await expect(dialog).toContainText(value);
    }
    await expect(dialog.getByRole('link', { name: 'https://docs.example.com/maple-court/lighting-layout.pdf' })).toHaveAttribute('target', '_blank');
    await expect(dialog.getByRole('link', { name: 'https://docs.example.com/maple-court/install-guide' })).toBeVisible();
    await expect(dialog.getByRole('link', { name: '(512) 555-0187' })).toHaveAttribute('href', 'tel:5125550187');
    await dialog.getByRole('button', { name: texts.info.close }).click();
    await expect(dialog).toBeHidden();
  });

  test('Unit Info shows the notes, hub location and PTE notes', async ({ page }) => {
    await page.getByRole('button', { name: texts.units.unitInfoFor('105') }).click();
    const dialog = page.getByRole('dialog', { name: /Unit Info/ });
    await expect(dialog).toContainText(texts.info.notesToTechnician);
    await expect(dialog).toContainText('Replace the lock batteries and re-sync the door codes.');
    await expect(dialog).toContainText('Utility closet');
    await expect(dialog).toContainText('Permission to enter granted by the resident');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: texts.units.unitInfoFor('101') }).click();
    await expect(page.getByRole('dialog', { name: /Unit Info/ })).toContainText(texts.info.notProvided);
    await expect(page).toHaveURL(MAPLE_COURT_PATH);
  });
});

test.describe('side drawer', () => {
  test("'Switch community' shows only off the list when there are other communities", async ({ page, sim }) => {
    await sim.openSignedIn('/', { scenario: 'default' });
    await page.getByRole('button', { name: texts.nav.menu }).click();
    await expect(page.getByRole('button', { name: texts.nav.signOut })).toBeVisible();
    await expect(page.getByRole('button', { name: texts.nav.switchCommunity })).toHaveCount(0);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: /Maple Court Apartments/ }).click();
    await expect(page.getByRole('heading', { name: MAPLE_COURT.name })).toBeVisible();
    await page.getByRole('button', { name: texts.nav.menu }).click();
    await page.getByRole('button', { name: texts.nav.switchCommunity }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: texts.communities.title })).toBeVisible();
  });

  test('a user with one community gets no Switch community', async ({ page, sim }) => {
    await sim.open('/login', { scenario: 'default' });
    await signIn(page, support);
    await expect(page.getByRole('heading', { name: MAPLE_COURT.name })).toBeVisible();
    await page.getByRole('button', { name: texts.nav.menu }).click();
    await expect(page.getByText('support@demo.test')).toBeVisible();
    await expect(page.getByRole('button', { name: texts.nav.signOut })).toBeVisible();
    await expect(page.getByRole('button', { name: texts.nav.switchCommunity })).toHaveCount(0);
  });
});

test.describe('large portfolio', () => {
  test.setTimeout(60_000);

  test('5000 communities and 2000 units render virtualised and search works', async ({ page, sim }) => {
    await sim.openSignedIn('/', { scenario: 'large-portfolio' });
    const communities = communityList(page).getByRole('listitem');
    await expect(communities.first()).toHaveAttribute('aria-setsize', '5000');
    // Only the rows near the viewport are in the page.
    expect(await communities.count()).toBeLessThan(60);

    const big = await sim.db((db) => {
      const counts = new Map<string, number>();
      db.list('units').forEach((u) => counts.set(String(u.communityId), (counts.get(String(u.communityId)) ?? 0) + 1));
      const uid = [...counts].find(([, count]) => count === 2000)?.[0];
      return db.find('communities', { uid })[0] as { uid: string; name: string };
    });
    await page.getByLabel(texts.communities.search).fill(big.name.toUpperCase());
    await page.getByRole('button', { name: new RegExp(`^${big.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).first().click();
    await expect(page.getByRole('heading', { name: big.name })).toBeVisible();

    const units = page.getByRole('list', { name: big.name }).getByRole('listitem');
    await expect(units.first()).toHaveAttribute('aria-setsize', '2000');
    expect(await units.count()).toBeLessThan(60);
    await page.getByLabel(texts.units.search).fill('I-3');
    await expect(unitRow(page, 'I-310')).toBeVisible();
    await expect(units.first()).toHaveAttribute('aria-setsize', '20');
  });
});
