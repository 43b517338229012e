import { expect, signIn, test } from './support/fixtures';
import { texts } from '../../app/domain/texts';

const storedKeys = (page: import('@playwright/test').Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('installer:')).sort());

test.describe('session', () => {
  test('signing out ends the session and calls logout', async ({ page, sim }) => {
    await sim.open('/login', { scenario: 'default' });
    await signIn(page);
    await page.getByRole('button', { name: texts.nav.menu }).click();
    await expect(page.getByText('installer@demo.test')).toBeVisible();
    await page.getByRole('button', { name: texts.nav.signOut }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await storedKeys(page)).toEqual([]);
    await expect.poll(async () => (await sim.calls()).find((call) => call.name === 'auth.logout')?.status).toBe(200);
  });

  test('signing out still ends the session when the logout call fails', async ({ page, sim }) => {
    await sim.open('/login', { scenario: 'logout-fails' });
    await signIn(page);
    await page.evaluate(() => localStorage.setItem('installer:pendingNote', '"kept"'));
    await page.getByRole('button', { name: texts.nav.menu }).click();
    await page.getByRole('button', { name: texts.nav.signOut }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect.poll(async () => (await sim.calls()).find((call) => call.name === 'auth.logout')?.status).toBe(500);
    // Token and user go; other records survive a sign-out.
    expect(await storedKeys(page)).toEqual(['installer:pendingNote']);
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a 401 in the middle of work clears storage and returns to sign-in', async ({ page, sim }) => {
    await sim.open('/login', { scenario: 'default' });
    await signIn(page);
    await expect(page.getByRole('button', { name: /Maple Court Apartments/ })).toBeVisible();
    await page.evaluate(() => localStorage.setItem('installer:pendingNote', '"gone"'));
    await sim.expireSessions();
    await page.getByRole('button', { name: /Maple Court Apartments/ }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel(texts.signIn.email)).toBeVisible();
    expect(await storedKeys(page)).toEqual([]);
    const unauthorized = (await sim.calls()).filter((call) => call.status === 401);
    expect(unauthorized.length).toBeGreaterThan(0);
  });

  test('a scripted 401 on the second unit list ends the session', async ({ page, sim }) => {
    await sim.open('/login', { scenario: 'session-expires' });
    await signIn(page);
    await page.getByRole('button', { name: /Maple Court Apartments/ }).click();
    await expect(page.getByRole('heading', { name: 'Maple Court Apartments' })).toBeVisible();
    await page.reload();
    await expect(page).toHaveURL(/\/login$/);
    expect(await storedKeys(page)).toEqual([]);
  });

  test('after signing in again the installer returns to where the 401 struck', async ({ page, sim }) => {
    await sim.open('/login', { scenario: 'default' });
    await signIn(page);
    await page.getByRole('button', { name: /Maple Court Apartments/ }).click();
    const communityUrl = page.url();
    await sim.expireSessions();
    await page.reload();
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page);
    await expect(page).toHaveURL(communityUrl);
  });

  test('an unreadable stored user counts as signed out', async ({ page, sim }) => {
    await sim.open('/login', { scenario: 'default' });
    await signIn(page);
    await page.evaluate(() => localStorage.setItem('installer:user', '{"uid": 12, broken'));
    await page.reload();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel(texts.signIn.email)).toBeVisible();
    expect(await storedKeys(page)).toEqual([]);
  });

  test('protected screens lead a signed-out visitor to sign-in', async ({ page, sim }) => {
    await sim.open('/community/anything', { scenario: 'default' });
    await expect(page).toHaveURL(/\/login$/);
  });

  test('unknown paths lead to the community picker', async ({ page, sim }) => {
    await sim.open('/login', { scenario: 'default' });
    await signIn(page);
    await page.goto('/no/such/screen');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: texts.communities.title })).toBeVisible();
  });
});
