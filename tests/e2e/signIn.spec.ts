import { checkAccessibility } from './support/axe';
import { demoInstaller, expect, signIn, test } from './support/fixtures';
import { texts } from '../../app/domain/texts';
import { nextPageCall, sentJson } from './support/pageCalls';

test.describe('sign-in', () => {
  test('a demo installer signs in and reaches the community picker', async ({ page, sim }) => {
    await sim.open('/login', { scenario: 'default' });
    await signIn(page);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: texts.communities.title })).toBeVisible();
    await expect(page.getByRole('button', { name: /Maple Court Apartments/ })).toBeVisible();

    const login = (await sim.calls()).find((call) => call.name === 'auth.login');
    expect(login?.status).toBe(200);
    const stored = await page.evaluate(() => ({ token: localStorage.getItem('installer:token'), user: localStorage.getItem('installer:user') }));
    expect(stored.token).toBeTruthy();
    expect(JSON.parse(stored.user ?? '{}')).toMatchObject({ email: demoInstaller.email });
  });

  test('the login call carries the concierge application id', async ({ page, sim }) => {
    await sim.open('/login', { scenario: 'default' });
    const request = nextPageCall(page, (call) => call.phase === 'sent' && call.url.endsWith('/v4/installer/login/') && call.method === 'POST');
    await signIn(page);
    expect(sentJson(await request)).toEqual({ email: demoInstaller.email, password: demoInstaller.password, applicationId: 'concierge' });
  });

  test('a wrong password shows the sign-in error and keeps what was typed', async ({ page, sim }) => {
    await sim.open('/login', { scenario: 'default' });
    await page.getByLabel(texts.signIn.email).fill(demoInstaller.email);
    await page.getByLabel(texts.signIn.password).fill('not-the-password');
    await page.getByRole('button', { name: texts.signIn.submit, exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText(texts.signIn.failed);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel(texts.signIn.email)).toHaveValue(demoInstaller.email);
    await expect(page.getByLabel(texts.signIn.password)).toHaveValue('not-the-password');
    expect(await page.evaluate(() => localStorage.getItem('installer:token'))).toBeNull();
  });

  test("'Invalid Username or Password' goes once the fields change, and is not left beside a required-field message", async ({ page, sim }) => {
    await sim.open('/login', { scenario: 'default' });
    const rejection = page.getByRole('alert').filter({ hasText: texts.signIn.failed });
    await page.getByLabel(texts.signIn.email).fill(demoInstaller.email);
    await page.getByLabel(texts.signIn.password).fill('not-the-password');
    await page.getByRole('button', { name: texts.signIn.submit, exact: true }).click();
    await expect(rejection).toBeVisible();

    await page.getByLabel(texts.signIn.password).fill('');
    await expect(rejection).toHaveCount(0);
    await page.getByRole('button', { name: texts.signIn.submit, exact: true }).click();
    await expect(page.getByText(texts.signIn.passwordRequired)).toBeVisible();
    await expect(rejection).toHaveCount(0);

    await page.getByLabel(texts.signIn.password).fill('still-not-it');
    await page.getByRole('button', { name: texts.signIn.submit, exact: true }).click();
    await expect(rejection).toBeVisible();
    await page.getByLabel(texts.signIn.email).pressSequentially('x');
    await expect(rejection).toHaveCount(0);
    expect((await sim.calls()).filter((call) => call.name === 'auth.login').map((call) => call.status)).toEqual([400, 400]);
  });

  test('both fields are required before anything is sent', async ({ page, sim }) => {
    await sim.open('/login', { scenario: 'default' });
    await page.getByRole('button', { name: texts.signIn.submit, exact: true }).click();
    await expect(page.getByText(texts.signIn.emailRequired)).toBeVisible();
    await expect(page.getByText(texts.signIn.passwordRequired)).toBeVisible();
    await page.getByLabel(texts.signIn.email).fill(demoInstaller.email);
    await page.getByRole('button', { name: texts.signIn.submit, exact: true }).click();
    await expect(page.getByText(texts.signIn.emailRequired)).toHaveCount(0);
    await expect(page.getByText(texts.signIn.passwordRequired)).toBeVisible();
    expect((await sim.calls()).filter((call) => call.name === 'auth.login')).toHaveLength(0);
  });

  test('the demo accounts are listed and fill the form', async ({ page, sim }) => {
    await sim.open('/login', { scenario: 'default' });
    const demo = page.getByRole('region', { name: texts.signIn.demoAccounts });
    await expect(demo).toContainText(demoInstaller.email);
    await expect(demo).toContainText(demoInstaller.password);
    await demo.getByRole('button', { name: /^Use Installer/ }).click();
    await expect(page.getByLabel(texts.signIn.email)).toHaveValue(demoInstaller.email);
    await expect(page.getByLabel(texts.signIn.password)).toHaveValue(demoInstaller.password);
  });

  test('the sign-in page shows before the simulator has loaded; a sign-in sent meanwhile completes once it has', async ({ page }) => {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    // The simulator's chunk (app/main.tsx loads it after the first paint) is held back.
    await page.route(/\/assets\/browser-[^/]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/login');
    const submit = page.getByRole('button', { name: texts.signIn.submit, exact: true });
    await page.getByRole('region', { name: texts.signIn.demoAccounts }).getByRole('button', { name: /^Use Installer/ }).click();
    await submit.click();
    await expect(submit).toBeDisabled();
    expect(await page.evaluate(() => window.__simulator === undefined)).toBe(true);
    release();
    await expect(page.getByRole('heading', { name: texts.communities.title })).toBeVisible();
    await expect(page.getByRole('button', { name: /Maple Court Apartments/ })).toBeVisible();
  });

  test('/login leads a signed-in user to the community picker', async ({ page, sim }) => {
    await sim.open('/login', { scenario: 'default' });
    await signIn(page);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);
  });

  test('the sign-in page has no accessibility violations', async ({ page, sim }) => {
    await sim.open('/login', { scenario: 'default' });
    await expect(page.getByLabel(texts.signIn.email)).toBeVisible();
    const { ids, summary } = await checkAccessibility(page);
    expect(ids, summary).toEqual([]);
  });
});
