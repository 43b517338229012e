import { expect, test, type Page } from '@playwright/test';
import { texts } from '../../app/domain/texts';
import { classroom } from '../../playwright.classroom.config';
import { keypadTexts } from '../../simulator/keypad/texts';
import { consoleTexts } from '../../simulator/server/classroom/consoleTexts';
import { hardwareTexts } from '../../simulator/server/classroom/hardware';
import { control, traineeAtPairing } from './support/trainees';

/**
 * Issue 39, "Physical steps in the trainee's hand": the trainee opens Hardware beside the app and
 * types on their own lock's keypad the master code the trainer reads in the console; the drawer
 * leaves the screen's sticky actions free at 360×740.
 */

const NAME = 'Hardware trainee';

/** Whether the element at the button's centre is the button: nothing of the classroom's lies over it. */
const reachable = (page: Page, name: string) =>
  page.getByRole('button', { name, exact: true }).evaluate((button) => {
    const box = button.getBoundingClientRect();
    return button.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
  });

test("a trainee types the master code the console shows on their own keypad, and the drawer leaves the sticky actions free", async ({ browser, request }) => {
  const { page, world } = await traineeAtPairing(browser, request, NAME, 'exercise-yale-older-master-code');

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
