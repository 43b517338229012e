import { expect, test, type Browser, type Page } from '@playwright/test';
import { texts } from '../../app/domain/texts';
import { classroom } from '../../playwright.classroom.config';
import { panelTexts } from '../../simulator/panel/texts';
import { consoleTexts } from '../../simulator/server/classroom/consoleTexts';
import { traineeTexts } from '../../simulator/server/classroom/traineeTexts';
import { signIn } from '../e2e/support/fixtures';
import { control, FREE_HUB, joinAs, traineeAtPairing, worldOf } from './support/trainees';

/**
 * Issue 39, "A console for thirty": thirty trainees at once on a laptop's screen, the trainee's
 * notes clear of the screen's sticky actions, a raised hand, the restart notice, and printing the
 * summary alone.
 */

/** What the provider's API answers in the outage (simulator/faults/profiles.ts), which the app shows as it comes. */
const OUTAGE_MESSAGE = 'Service Unavailable';
/** Unit 101's row on the units list: the community list opens its only community. */
const UNIT_101_ROW = texts.units.unitInfoFor('101');

async function openConsole(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const trainer = await context.newPage();
  await trainer.goto(`/console#token=${classroom.controlToken}`);
  return trainer;
}

/** The box of the sticky bar that holds `button` (StickyActions). */
function stickyBarOf(page: Page, name: string) {
  return page.getByRole('button', { name, exact: true }).evaluate((button) => {
    let node: Element | null = button;
    while (node && getComputedStyle(node).position !== 'sticky') node = node.parentElement;
    const box = node!.getBoundingClientRect();
    return { top: box.top, bottom: box.bottom };
  });
}

test("a trainee's hint and restart notes leave the sticky actions free; a raised hand reaches the console until the trainer lowers it", async ({ browser, request }) => {
  const { page, world } = await traineeAtPairing(browser, request, 'Console trainee');

  // The console preselects the hub of the unit on the trainee's screen.
  const trainer = await openConsole(browser);
  const tile = trainer.getByRole('region', { name: 'Trainee Console trainee' });
  await tile.getByRole('button', { name: consoleTexts.details }).click();
  await expect(tile.getByLabel('Console trainee: hub')).toHaveValue(FREE_HUB);

  await control(request, 'exercise.showHint', [], world);
  const hint = page.getByRole('status', { name: 'From your trainer' });
  await expect(hint).toBeVisible();
  const bar = await stickyBarOf(page, texts.pairing.include);
  const note = (await hint.boundingBox())!;
  expect(note.y + note.height <= bar.top || note.y >= bar.bottom, `hint ${JSON.stringify(note)} over the bar ${JSON.stringify(bar)}`).toBe(true);

  await page.getByRole('button', { name: traineeTexts.raiseHand }).click();
  await expect(page.getByRole('button', { name: traineeTexts.handRaised })).toBeDisabled();
  await expect(tile).toContainText(consoleTexts.handUp);
  await tile.getByRole('button', { name: consoleTexts.lowerHand }).click();
  await expect(tile).not.toContainText(consoleTexts.handUp);
  await expect(page.getByRole('button', { name: traineeTexts.raiseHand })).toBeEnabled();

  // The trainer starts the scenario again: the trainee is told why they are signed out, and a new hint shows without a reload.
  await page.getByRole('status', { name: 'From your trainer' }).getByRole('button', { name: traineeTexts.hintOk }).click();
  await control(request, 'startScenario', ['exercise-first-install'], world);
  await expect(page.getByRole('status', { name: 'Scenario started again' })).toContainText(traineeTexts.restarted);
  await control(request, 'exercise.showHint', [], world);
  await expect(page.getByRole('status', { name: 'From your trainer' })).toBeVisible();
  await control(request, 'worlds.end', [world]);
});

test('thirty trainees fit a 1280×800 console as tiles, details open on demand, and printing shows the summary alone', async ({ browser, request }) => {
  const before = (await control<unknown[]>(request, 'worlds.list')).length;
  const created: string[] = [];
  for (let index = before; index < 30; index += 1) created.push((await control<{ id: string }>(request, 'worlds.create', [`Trainee ${String(index + 1).padStart(2, '0')}`])).id);
  const trainer = await openConsole(browser);
  const tiles = trainer.locator('section.tile');
  await expect(tiles).toHaveCount(30);
  for (const box of await tiles.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().toJSON() as DOMRect))) {
    expect(box.bottom, `a tile ends at ${box.bottom}`).toBeLessThanOrEqual(800);
    expect(box.right).toBeLessThanOrEqual(1280);
  }
  if (process.env.CONSOLE_SCREENSHOT) await trainer.screenshot({ path: process.env.CONSOLE_SCREENSHOT });

  const first = tiles.first();
  await expect(first.getByRole('list', { name: /^Recent events of/ })).toBeHidden();
  await first.getByRole('button', { name: consoleTexts.details }).click();
  await expect(first.getByRole('list', { name: /^Recent events of/ })).toBeVisible();

  await trainer.emulateMedia({ media: 'print' });
  await expect(trainer.getByRole('table', { name: 'Class summary' })).toBeVisible();
  await expect(tiles.first()).toBeHidden();
  await expect(trainer.getByRole('region', { name: 'Everyone' })).toBeHidden();
  for (const id of created) await control(request, 'worlds.end', [id]);
});

test("a fault profile from a trainee's tile reaches that trainee's page only: provider outage there, the other trainee's units load", async ({ browser, request }) => {
  const names = ['Outage trainee', 'Calm trainee'];
  const [outage, calm] = await Promise.all(names.map((name) => joinAs(browser, name)));
  const worlds = await Promise.all(names.map((name) => worldOf(request, name)));
  await Promise.all([outage!, calm!].map((page) => signIn(page)));

  const trainer = await openConsole(browser);
  const tile = trainer.getByRole('region', { name: 'Trainee Outage trainee' });
  await tile.getByRole('button', { name: consoleTexts.details }).click();
  await tile.getByLabel('Outage trainee: fault profile').selectOption('provider-outage');
  await tile.getByRole('button', { name: panelTexts.profiles.apply, exact: true }).click();
  await expect(tile.getByRole('status')).toHaveText('Done: profiles.apply');
  await expect(tile.getByLabel('Outage trainee: checkpoint')).toContainText('before fault: profile provider-outage');

  // The outage starts one to two simulated minutes after it is applied: both worlds go three minutes on.
  for (const world of worlds) await control(request, 'clock.jump', [3 * 60_000], world);
  // The community list's call is one the outage never hangs (it picks among the calls a screen polls).
  for (const page of [outage!, calm!]) await page.goto('/');
  await expect(outage!.getByRole('alert').filter({ hasText: OUTAGE_MESSAGE })).toBeVisible();
  await expect(calm!.getByRole('button', { name: UNIT_101_ROW })).toBeVisible();
  await expect(calm!.getByRole('alert').filter({ hasText: OUTAGE_MESSAGE })).toHaveCount(0);

  await tile.getByRole('button', { name: panelTexts.profiles.clear, exact: true }).click();
  await expect(tile.getByRole('status')).toHaveText('Done: profiles.clear');
  await outage!.getByRole('button', { name: texts.nav.retry }).click();
  await expect(outage!.getByRole('button', { name: UNIT_101_ROW })).toBeVisible();

  // To everyone: each trainee's world gets the profile.
  const everyone = trainer.getByRole('region', { name: 'Everyone' });
  await everyone.getByLabel('Everyone: fault profile').selectOption('weak-zwave-mesh');
  await everyone.getByRole('button', { name: panelTexts.profiles.apply, exact: true }).click();
  await expect(everyone.getByRole('status')).toHaveText(/^Apply: (\d+) of \1 trainees$/);
  for (const world of worlds) {
    const ids = (await control<Array<{ id: string }>>(request, 'faults.list', [], world)).map((entry) => entry.id);
    expect(ids).toContain('profile-weak-zwave-mesh-1');
  }
  for (const world of worlds) await control(request, 'worlds.end', [world]);
});
