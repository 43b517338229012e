// `npm run bench:clock` (issue 36): how fast simulated time runs in Chromium while a screen that
// counts and polls is open (a pairing countdown, a door-code sync's progress, a Yale step). For each
// it prints `simulated/real: N×` for `clock.advance`, the one call that moves time (one due moment
// at a time, the page settled after each by what is under way, decision 0409). Goal: a simulated
// minute of pairing in 0.3 s or less (200×). Printed, never asserted: a slow shared machine must not fail it.
import type { CDPSession, Page } from '@playwright/test';
import { texts } from '../../../app/domain/texts';
import { expect, test, type Sim } from '../../e2e/support/fixtures';
import { openSetupPage } from '../../e2e/support/pairing';
import { openUnit } from '../../e2e/support/unit';
import { openYaleUnit } from '../../e2e/support/yale';

const SIMULATED_MS = 60_000;
const report = (figure: string, value: string) => console.log(`[bench] ${figure.padEnd(62)} ${value}`);

/** The page's main thread so far, in seconds, as Chromium counts it: where a minute's real time goes. */
async function mainThread(cdp: CDPSession): Promise<Record<string, number>> {
  const { metrics } = (await cdp.send('Performance.getMetrics')) as { metrics: Array<{ name: string; value: number }> };
  return Object.fromEntries(metrics.map(({ name, value }) => [name, value]));
}

/**
 * Real ms that `clock.advance` took to move the clock `SIMULATED_MS`, and the ratio; a second minute
 * shows what a warm page costs. Then where it went: the main thread busy (script, style and layout
 * within it), and the rest waiting (task hand-offs, the calls the simulator answers in the page).
 */
async function bothWays(page: Page, sim: Sim, flow: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  for (const minute of ['first', 'second']) {
    const before = await mainThread(cdp);
    const started = performance.now();
    await sim.advanceClock(SIMULATED_MS);
    const realMs = performance.now() - started;
    const after = await mainThread(cdp);
    const spent = (name: string) => `${Math.round(((after[name] ?? 0) - (before[name] ?? 0)) * 1000)} ms`;
    report(`${flow}, clock.advance(${SIMULATED_MS / 1000} s), ${minute} minute`, `${(realMs / 1000).toFixed(2)} s real, simulated/real: ${Math.round(SIMULATED_MS / realMs)}×`);
    report(`  main thread busy (script, style, layout)`, `${spent('TaskDuration')} (${spent('ScriptDuration')}, ${spent('RecalcStyleDuration')}, ${spent('LayoutDuration')})`);
  }
}

test('pairing: the inclusion countdown and the hub status polls', async ({ page, sim }) => {
  await openSetupPage(page, sim, 'inclusion');
  await page.getByRole('button', { name: texts.pairing.start }).click();
  await expect(page.getByRole('timer', { name: texts.pairing.countdown })).toBeVisible();
  await bothWays(page, sim, 'pairing');
});

test('door-code sync: the progress dialog polling a running sync', async ({ page, sim }) => {
  await openUnit(sim, 1004, 'door-code-sync-completes');
  await sim.control((s) => s.clock.pause());
  await page.getByRole('region', { name: 'Front Door' }).getByRole('button', { name: texts.lockTasks.syncDoorCodes }).click();
  await expect(page.getByRole('dialog', { name: texts.doorCodes.title })).toBeVisible();
  await bothWays(page, sim, 'door-code sync');
});

async function programMasterCodeStep(page: Page): Promise<void> {
  await page.getByRole('button', { name: texts.yale.startInclusionOf('Yale Assure Lock SL') }).click();
  await page.getByRole('group', { name: texts.yale.question }).getByRole('button', { name: texts.yale.yes, exact: true }).click();
  await expect(page.getByRole('region', { name: texts.yale.progress })).toBeVisible();
}

test('Yale: the master-code step of a Yale inclusion', async ({ page, sim }) => {
  await openYaleUnit(sim, 'yale-master-code-fetch-fails');
  await sim.control((s) => s.clock.pause());
  await programMasterCodeStep(page);
  await bothWays(page, sim, 'Yale flow');
});
