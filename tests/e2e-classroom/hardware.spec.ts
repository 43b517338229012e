import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { texts } from '../../app/domain/texts';
import { classroom } from '../../playwright.classroom.config';
import { keypadTexts } from '../../simulator/keypad/texts';
import { consoleTexts } from '../../simulator/server/classroom/consoleTexts';
import { hardwareTexts } from '../../simulator/server/classroom/hardware';
import { joinTexts } from '../../simulator/server/classroom/joinTexts';
import { signIn } from '../e2e/support/fixtures';

/**
 * Issue 39, "Physical steps in the trainee's hand": the trainee opens Hardware beside the app and
 * types on their own lock's keypad the master code the trainer reads in the console; the drawer
 * leaves the screen's sticky actions free at 360×740.
 */

const MAPLE_COURT = 'cmty-7d2f9a0e-maple-court';
const UNIT_101 = 1001;
const FREE_HUB = 'HB2-1000901';
const NAME = 'Hardware trainee';

async function control<R>(request: APIRequestContext, call: string, args: unknown[] = [], world?: string): Promise<R> {
  const response = await request.post(`${classroom.baseURL}/__simulator/control`, { data: { call, args, world }, headers: { Authorization: `Bearer ${classroom.controlToken}` } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { result: R }).result;
}

/** Whether the element at the button's centre is the button: nothing of the classroom's lies over it. */
const reachable = (page: Page, name: string) =>
  page.getByRole('button', { name, exact: true }).evaluate((button) => {
    const box = button.getBoundingClientRect();
    return button.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
  });

test("a trainee types the master code the console shows on their own keypad, and the drawer leaves the sticky actions free", async ({ browser, request }) => {
  const page = await (await browser.newContext({ viewport: { width: 360, height: 740 } })).newPage();
  await page.goto('/join');
  await page.getByLabel(joinTexts.name).fill(NAME);
  await page.getByLabel(joinTexts.code).fill(classroom.classCode);
  await page.getByRole('button', { name: joinTexts.submit }).click();
  await expect(page).toHaveURL(/\/login$/);
  const world = (await control<Array<{ id: string; name: string }>>(request, 'worlds.list')).find((one) => one.name === NAME)!.id;
  await control(request, 'startScenario', ['exercise-yale-older-master-code'], world);
  await signIn(page);
  await page.goto(`/community/${MAPLE_COURT}/unit/${UNIT_101}`);
  await page.getByLabel(texts.hub.serial).fill(FREE_HUB);
  await page.getByRole('button', { name: texts.assignHub.continue }).click();
  await expect(page.getByRole('button', { name: texts.pairing.include, exact: true })).toBeVisible();

  // The trainer reads the code on the box in the trainee's details.
  const trainer = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await trainer.goto(`/console#token=${classroom.controlToken}`);
  const tile = trainer.getByRole('region', { name: `Trainee ${NAME}` });
  await tile.getByRole('button', { name: consoleTexts.details }).click();
  const facts = tile.getByLabel(`${consoleTexts.onTheBox}: ${NAME}`);
  await expect(facts).toContainText('master code');
  const masterCode = /master code (\d+)/.exec((await facts.textContent()) ?? '')![1]!;

  expect(await reachable(page, texts.pairing.include)).toBe(true);
  await page.getByRole('button', { name: hardwareTexts.open }).click();
  const drawer = page.getByRole('complementary', { name: hardwareTexts.heading });
  await expect(drawer.getByText(keypadTexts.display.none)).toBeVisible();
  expect(await reachable(page, texts.pairing.include), 'the open drawer covers Include').toBe(true);

  for (const key of `${masterCode}#`) await drawer.getByRole('button', { name: keypadTexts.key(key), exact: true }).click();
  await expect(drawer.getByText(keypadTexts.outcome.menu)).toBeVisible();
  expect(await control<{ menu: string }>(request, 'yale.lock', [], world)).toMatchObject({ menu: 'main' });
  await page.screenshot({ path: process.env.HARDWARE_SCREENSHOT ?? test.info().outputPath('keypad-trainee.png') });

  await drawer.getByRole('button', { name: hardwareTexts.close }).click();
  await expect(drawer).toBeHidden();
  await page.getByRole('button', { name: texts.pairing.include, exact: true }).click({ trial: true });
  await control(request, 'worlds.end', [world]);
});
