import type { Page } from '@playwright/test';
import { expect, test, type Sim } from './support/fixtures';
import { MAPLE_COURT, MAPLE_COURT_PATH, leaveUnitUnfinished, unitRow, variantOf } from './support/lists';
import { holdRequests } from './support/requests';
import { cutOffUnitScreenCode, failNextUnitScreenCodeLoads } from './support/unit';
import { texts } from '../../app/domain/texts';

const unitPath = (id: number, style: 'unit' | 'unit_v2' = 'unit') => `${MAPLE_COURT_PATH}/${style}/${id}`;

/** The record the unit screen writes when work starts on unit 102 (its ticket is 'In Progress'). */
const pending102 = {
  addressId: 1002,
  unit: '102',
  communityId: MAPLE_COURT.uid,
  communityName: MAPLE_COURT.name,
  unitRoute: unitPath(1002),
  workTicketRoute: unitPath(1002),
};

/** The record unit 101's screen writes once its open ticket has loaded (unit_v2: install work). */
const pending101 = {
  addressId: 1001,
  unit: '101',
  communityId: MAPLE_COURT.uid,
  communityName: MAPLE_COURT.name,
  unitRoute: unitPath(1001, 'unit_v2'),
  workTicketRoute: unitPath(1001, 'unit_v2'),
};

async function openMapleCourt(page: Page, sim: Sim) {
  await sim.openSignedIn(MAPLE_COURT_PATH, { scenario: 'default' });
  await expect(page.getByRole('heading', { name: MAPLE_COURT.name })).toBeVisible();
}

/** Opens Maple Court signed in, on a variant of the default scenario. */
async function openMapleCourtVariant(page: Page, sim: Sim, change: { name: string } & Record<string, unknown>) {
  await sim.openSignedIn(MAPLE_COURT_PATH, { scenario: variantOf('default', change) });
  await expect(page.getByRole('heading', { name: MAPLE_COURT.name })).toBeVisible();
}

async function storePending(page: Page, record: object) {
  await page.evaluate((value) => localStorage.setItem('installer:pendingWorkTicket', JSON.stringify(value)), record);
}

const storedPending = (page: Page) => page.evaluate(() => localStorage.getItem('installer:pendingWorkTicket'));

/**
 * Opening a unit with an open ticket starts work on it (work-ticket flow), which would hold up the
 * next opening; tests about routes leave the unit and forget that record.
 */
async function leaveUnitForgettingWork(page: Page) {
  // Not the phone's Back: once the ticket has loaded it opens the finish dialog (decision 0269),
  // and whether it has loaded yet is a race. The list opens by its address; the record is
  // forgotten there, and the list loads again without it.
  await leaveUnitUnfinished(page);
  await page.evaluate(() => localStorage.removeItem('installer:pendingWorkTicket'));
  await page.reload();
  await expect(unitRow(page, '101')).toBeVisible();
}

async function openUnit(page: Page, unit: string) {
  await unitRow(page, unit).getByRole('button').first().click();
}

test.describe('opening a unit', () => {
  test('a hub without permission gets the permission first, then the unit opens', async ({ page, sim }) => {
    await openMapleCourt(page, sim);
    await sim.control((s) => s.clearCalls());
    await openUnit(page, '106');
    await expect(page).toHaveURL(unitPath(1006));
    await expect.poll(async () => (await sim.calls()).some((c) => c.name === 'units.get' && c.query.addressId === '1006')).toBe(true);
    const calls = await sim.calls();
    const permission = calls.findIndex((c) => c.name === 'permissions.create' && c.status === 200);
    const unitLoad = calls.findIndex((c) => c.name === 'units.get' && c.query.addressId === '1006');
    expect(permission).toBeGreaterThanOrEqual(0);
    expect(unitLoad).toBeGreaterThan(permission);
    expect(await sim.db((db) => db.find('units', { id: 1006 })[0]?.permission)).toBe(true);
  });

  test('a unit with permission, or without a hub, opens without creating one', async ({ page, sim }) => {
    await openMapleCourt(page, sim);
    await openUnit(page, '104');
    await expect(page).toHaveURL(unitPath(1004, 'unit_v2'));
    await leaveUnitForgettingWork(page);
    await openUnit(page, '210');
    await expect(page).toHaveURL(unitPath(1007));
    expect((await sim.calls()).filter((c) => c.name === 'permissions.create')).toEqual([]);
  });

  test('a failed permission keeps the installer on the list with the answer', async ({ page, sim }) => {
    const body = { message: 'The permission service is down.' };
    await openMapleCourtVariant(page, sim, { name: 'default-permissions-down', faults: [{ call: 'permissions.create', status: 503, body }] });
    await openUnit(page, '106');
    await expect(page.getByRole('alert')).toContainText(body.message);
    await expect(page).toHaveURL(MAPLE_COURT_PATH);
    expect(await sim.db((db) => db.find('units', { id: 1006 })[0]?.permission)).toBe(false);
  });

  test('install work opens unit_v2 with the flag on; other work opens unit', async ({ page, sim }) => {
    await openMapleCourt(page, sim);
    await openUnit(page, '101');
    await expect(page).toHaveURL(unitPath(1001, 'unit_v2'));
    await leaveUnitForgettingWork(page);
    await openUnit(page, '1204');
    await expect(page).toHaveURL(unitPath(1008, 'unit_v2'));
    await leaveUnitForgettingWork(page);
    await openUnit(page, '102');
    await expect(page).toHaveURL(unitPath(1002));
  });

  test('with unit-version-2 off, install work opens the unit route', async ({ page, sim }) => {
    await openMapleCourtVariant(page, sim, { name: 'default-unit-version-1', flags: { 'unit-version-2': false } });
    expect(await sim.control(async (s) => (await s.flags())['unit-version-2'])).toBe(false);
    await openUnit(page, '101');
    await expect(page).toHaveURL(unitPath(1001));
  });
});

test.describe('a pending work ticket on another unit', () => {
  test('an open ticket stops the installer; Cancel stays, Go to Unit goes there', async ({ page, sim }) => {
    await openMapleCourt(page, sim);
    await storePending(page, pending102);
    await openUnit(page, '101');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(texts.pendingTicket.message('102', MAPLE_COURT.name));
    await dialog.getByRole('button', { name: texts.pendingTicket.cancel }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(MAPLE_COURT_PATH);
    expect(JSON.parse((await storedPending(page)) ?? 'null')).toEqual(pending102);

    await openUnit(page, '101');
    await expect(dialog).toBeVisible();
    // One check of the pending unit's ticket per attempt to open another unit.
    const tickets = (await sim.calls()).filter((c) => c.name === 'workTickets.get');
    expect(tickets.map((c) => [c.query.addressId, c.status])).toEqual([['1002', 200], ['1002', 200]]);
    await page.getByRole('button', { name: texts.pendingTicket.goToUnit }).click();
    await expect(page).toHaveURL(pending102.unitRoute);
  });

  test('a submitted ticket clears the record and the unit opens', async ({ page, sim }) => {
    await openMapleCourt(page, sim);
    await sim.db((db) => db.update('workTickets', { addressId: 1002 }, { workTicketStatus: 'Complete' }));
    await storePending(page, pending102);
    await openUnit(page, '101');
    await expect(page).toHaveURL(unitPath(1001, 'unit_v2'));
    // The check found unit 102's ticket submitted, so its record went and the unit opened. Unit
    // 101's own ticket is open: once it loads, the unit screen records work on 101 in its place.
    const checks = (await sim.calls()).filter((c) => c.name === 'workTickets.get' && c.query.addressId === '1002');
    expect(checks.map((c) => c.status)).toEqual([200]);
    await expect.poll(async () => JSON.parse((await storedPending(page)) ?? 'null') as unknown).toEqual(pending101);
  });

  test('a ticket that cannot be fetched clears the record and the unit opens', async ({ page, sim }) => {
    await openMapleCourt(page, sim);
    // Unit 106 has no ticket: the provider answers 404.
    await storePending(page, { ...pending102, addressId: 1006, unit: '106', unitRoute: unitPath(1006) });
    await openUnit(page, '102');
    await expect(page).toHaveURL(unitPath(1002));
    // The 1006 record is gone; unit 102's own open ticket may then start a record of its own.
    expect(JSON.parse((await storedPending(page)) ?? 'null')?.addressId).not.toBe(1006);
    const checks = (await sim.calls()).filter((c) => c.name === 'workTickets.get' && c.query.addressId === '1006');
    expect(checks.map((c) => c.status)).toEqual([404]);
  });

  test('a server failure fetching the ticket also lets the installer on', async ({ page, sim }) => {
    await openMapleCourtVariant(page, sim, { name: 'default-tickets-down', faults: [{ call: 'workTickets.get', status: 500 }] });
    await storePending(page, pending102);
    await openUnit(page, '102');
    // Opening the pending unit itself needs no check.
    await expect(page).toHaveURL(unitPath(1002));
    expect(await storedPending(page)).not.toBeNull();
    await page.goBack();
    await openUnit(page, '101');
    await expect(page).toHaveURL(unitPath(1001, 'unit_v2'));
    // The check of unit 102's ticket failed (500), so the record went and the unit opened.
    expect(JSON.parse((await storedPending(page)) ?? 'null')?.addressId).not.toBe(1002);
    const checks = (await sim.calls()).filter((c) => c.name === 'workTickets.get' && c.query.addressId === '1002');
    expect(checks.map((c) => c.status)).toContain(500);
  });
});

test.describe('feedback while a unit opens', () => {
  test.use({ viewport: { width: 412, height: 915 } });

  test('a slow permission call shows the unit opening on its row until the unit screen appears', async ({ page, sim }) => {
    const permission = await holdRequests(page, '/v4/permission/create/');
    await openMapleCourt(page, sim);
    await openUnit(page, '106');
    await expect(unitRow(page, '106').getByRole('progressbar', { name: texts.units.opening('106') })).toBeVisible();
    await expect(unitRow(page, '106').getByRole('button').first()).toHaveAttribute('aria-busy', 'true');
    await expect(page).toHaveURL(MAPLE_COURT_PATH);
    await permission.release();
    await expect(page).toHaveURL(unitPath(1006));
    await expect(page.getByRole('heading', { name: '106' })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', { name: MAPLE_COURT.name })).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
  });
});

test.describe('a lost connection while opening a unit', () => {
  test.use({ viewport: { width: 412, height: 915 } });

  test('offline: the unit screen says the connection is lost, and opens when it returns', async ({ page, sim, context }) => {
    await openMapleCourt(page, sim);
    await context.setOffline(true);
    await openUnit(page, '104');
    await expect(page).toHaveURL(unitPath(1004, 'unit_v2'));
    await expect(page.getByRole('heading', { name: texts.nav.connectionLost })).toBeVisible();
    await expect(page.getByText(texts.nav.screenNotLoaded)).toBeVisible();
    await expect(page.getByRole('heading', { name: texts.errorPage.title })).toHaveCount(0);
    await context.setOffline(false);
    await expect(page.getByRole('button', { name: texts.unitDetail.finish })).toBeVisible();
  });

  test('a connection that comes back in stages: the loads that fail right after it returns are tried again', async ({ page, sim, context }) => {
    await openMapleCourt(page, sim);
    await context.setOffline(true);
    await openUnit(page, '104');
    await expect(page.getByText(texts.nav.screenNotLoaded)).toBeVisible();
    await failNextUnitScreenCodeLoads(page, 2);
    await context.setOffline(false);
    await expect(page.getByRole('button', { name: texts.unitDetail.finish })).toBeVisible();
  });

  test('code that did not arrive loads on Retry', async ({ page, sim }) => {
    await openMapleCourt(page, sim);
    const restore = await cutOffUnitScreenCode(page);
    await openUnit(page, '104');
    await expect(page.getByText(texts.nav.screenNotLoaded)).toBeVisible();
    await restore();
    await page.getByRole('button', { name: texts.nav.retry }).click();
    await expect(page.getByRole('button', { name: texts.unitDetail.finish })).toBeVisible();
  });

  test('code that did not arrive loads when the unit is opened again', async ({ page, sim }) => {
    await openMapleCourt(page, sim);
    const restore = await cutOffUnitScreenCode(page);
    await openUnit(page, '210');
    await expect(page.getByText(texts.nav.screenNotLoaded)).toBeVisible();
    await page.getByRole('button', { name: texts.nav.back }).click();
    await expect(page).toHaveURL(MAPLE_COURT_PATH);
    await restore();
    await openUnit(page, '210');
    await expect(page).toHaveURL(unitPath(1007));
    await expect(page.getByRole('heading', { name: '210' })).toBeVisible();
    await expect(page.getByText(texts.nav.screenNotLoaded)).toHaveCount(0);
  });
});

test.describe("a pending record whose unit route is not one of this app's", () => {
  for (const unitRoute of ['https://evil.example/community/x/unit/1002', 'javascript:alert(1)', '/not/a/route']) {
    test(`'Go to Unit' leads to the unit's own route (${unitRoute})`, async ({ page, sim }) => {
      const errors: Error[] = [];
      page.on('pageerror', (error) => errors.push(error));
      await openMapleCourt(page, sim);
      await storePending(page, { ...pending102, unitRoute, workTicketRoute: unitRoute });
      await openUnit(page, '101');
      await page.getByRole('dialog').getByRole('button', { name: texts.pendingTicket.goToUnit }).click();
      await expect(page).toHaveURL(unitPath(1002));
      await expect(page.getByRole('heading', { name: '102' })).toBeVisible();
      expect(errors).toEqual([]);
    });
  }
});
