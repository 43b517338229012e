import { expect, type Page, type Route } from '@playwright/test';
import { paths } from '../../app/config/paths';
import { texts } from '../../app/domain/texts';
import { productionNetwork } from '../../playwright.production.config';
import { signIn } from '../e2e/support/fixtures';
import { pickFromUnitMenu, unitPath } from '../e2e/support/unit';
import { watchCspViolations } from './csp';
import { test } from './world';

/**
 * Flags per installer (decision 0294): one production build, its flags from the simulator server's
 * flag service (OFREP), where the default scenario gives customer-support-user to the demo's
 * support account only. The service failing leaves the installer working with every flag off.
 */

const installer = { email: 'installer@demo.test', password: 'install123' };
const support = { email: 'support@demo.test', password: 'support123' };
/** Unit 105 (address 1005): a hub and a submitted ticket; both demo accounts see it. */
const UNIT_WITH_HUB = 1005;
const FLAG_SERVICE = `${productionNetwork.simulatorUrl}/flags/**`;

const removeDialog = (page: Page) => page.getByRole('dialog', { name: texts.removeHub.title });

/** Opens Remove hub on the unit and tells which flow it shows. */
async function removeHubFlow(page: Page): Promise<'guarded wizard' | 'one-press screen'> {
  await page.goto(unitPath(UNIT_WITH_HUB));
  await pickFromUnitMenu(page, texts.removeHub.title);
  const wizard = removeDialog(page).getByLabel(texts.removeHub.unitNameField);
  const onePress = removeDialog(page).getByText(texts.removeHub.physicalAccess);
  await expect(wizard.or(onePress)).toBeVisible();
  return (await wizard.isVisible()) ? 'guarded wizard' : 'one-press screen';
}

async function signOut(page: Page): Promise<void> {
  await page.goto(paths.communities());
  await page.getByRole('button', { name: texts.nav.menu }).click();
  await page.getByRole('button', { name: texts.nav.signOut }).click();
  await expect(page).toHaveURL(/\/login$/);
}

test.beforeEach(async ({ world }) => world.control('startScenario', 'default'));

test('two installers of one build see the Remove hub flow their flags give them, re-evaluated when the user changes', async ({ page }) => {
  const violations = await watchCspViolations(page);
  const asked: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().startsWith(`${productionNetwork.simulatorUrl}/flags/`) && sent.method() === 'POST') asked.push(JSON.parse(sent.postData() ?? '{}').context?.targetingKey);
  });
  await page.goto('/login');
  await signIn(page, installer);
  expect(await removeHubFlow(page)).toBe('one-press screen');
  await signOut(page);

  await signIn(page, support);
  expect(await removeHubFlow(page)).toBe('guarded wizard');
  expect(asked).toEqual(expect.arrayContaining([installer.email, support.email]));
  expect(violations).toEqual([]);
});

const failures: Array<[string, (route: Route) => Promise<void> | void]> = [
  ['answers 500', (route) => route.fulfill({ status: 500, contentType: 'text/html', body: '<html><body>Internal Server Error</body></html>' })],
  // Never fulfilled: the request stays open until the provider's own timeout gives up on it.
  ['never answers', () => {}],
];
for (const [what, answer] of failures) {
  test(`the flag service that ${what} leaves sign-in and the unit screen working, with the flags off`, async ({ page }) => {
    await page.route(FLAG_SERVICE, answer);
    await page.goto('/login');
    await signIn(page, support);
    await page.goto(unitPath(UNIT_WITH_HUB));
    await expect(page.getByRole('button', { name: texts.unitDetail.moreActions })).toBeVisible();
    // Off: even the support account gets the one-press screen.
    expect(await removeHubFlow(page)).toBe('one-press screen');
  });
}
