// `npm run bench:clock` (issue 36): how fast simulated time runs in Chromium while a screen that
// counts and polls is open (a pairing countdown, a door-code sync's progress, a Yale step). For each
// it prints `simulated/real: N×` for the clock's `step` (one due moment at a time, the page answering
// each: the deterministic path) and `advance`. Goal: a simulated minute of pairing in 0.3 s or less
// (200×). Printed, never asserted: a slow shared machine must not fail it.
import type { Page } from '@playwright/test';
import { texts } from '../../../app/domain/texts';
import { expect, test, type Sim } from '../../e2e/support/fixtures';
import { openSetupPage } from '../../e2e/support/pairing';
import { openUnit } from '../../e2e/support/unit';
import { openYaleUnit } from '../../e2e/support/yale';

const SIMULATED_MS = 60_000;
const report = (figure: string, value: string) => console.log(`[bench] ${figure.padEnd(62)} ${value}`);

/** Real ms that `move` took to move the clock `SIMULATED_MS`, and the ratio. */
async function ratio(sim: Sim, flow: string, how: 'step' | 'advance'): Promise<void> {
  const started = performance.now();
  if (how === 'step') await sim.stepClock(SIMULATED_MS);
  else await sim.advanceClock(SIMULATED_MS);
  const realMs = performance.now() - started;
  report(`${flow}, clock.${how}(${SIMULATED_MS / 1000} s)`, `${(realMs / 1000).toFixed(2)} s real, simulated/real: ${Math.round(SIMULATED_MS / realMs)}×`);
}

async function bothWays(sim: Sim, flow: string): Promise<void> {
  await ratio(sim, flow, 'step');
  await ratio(sim, flow, 'advance');
}

test('pairing: the inclusion countdown and the hub status polls', async ({ page, sim }) => {
  await openSetupPage(page, sim, 'inclusion');
  await page.getByRole('button', { name: texts.pairing.start }).click();
  await expect(page.getByRole('timer', { name: texts.pairing.countdown })).toBeVisible();
  await bothWays(sim, 'pairing');
});

test('door-code sync: the progress dialog polling a running sync', async ({ page, sim }) => {
  await openUnit(sim, 1004, 'door-code-sync-completes');
  await sim.control((s) => s.clock.pause());
  await page.getByRole('region', { name: 'Front Door' }).getByRole('button', { name: texts.lockTasks.syncDoorCodes }).click();
  await expect(page.getByRole('dialog', { name: texts.doorCodes.title })).toBeVisible();
  await bothWays(sim, 'door-code sync');
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
  await bothWays(sim, 'Yale flow');
});
