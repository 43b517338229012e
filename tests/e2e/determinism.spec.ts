/**
 * Same scenario, same actions, same run (issue 25): device flows, each run ten times on a
 * clock that starts paused, give the same whole trace every time: the app's calls (polls and
 * retries included), the stream's messages and the simulator's events, with their times relative
 * to the scenario's start (decision 0322). The app's timers follow the simulator clock (decision
 * 0320), so nothing is sent while the clock stands still.
 */
import type { Page } from '@playwright/test';
import { texts } from '../../app/domain/texts';
import { runSeedOf } from '../../simulator/scenario/runStart';
import { DEVICE_PRESS_AFTER_MS } from '../../simulator/zwave/timing';
import { expect, test, type Sim } from './support/fixtures';
import { HUB_TO_INSTALL, openFromPanel, pausedScenario, UNIT_TO_INSTALL } from './support/pairing';
import { openUnit } from './support/unit';
import { firstDifference, relativeTrace, type RelativeEntry } from './support/traceRuns';

/** Moves the clock one due moment at a time, the page answering each (decision 0320). */
const step = (sim: Sim, ms: number) => sim.control((s, by) => s.clock.step(by), ms);
const RUNS = Number(process.env.DETERMINISM_RUNS ?? 10);
const errorView = (page: Page) => page.getByRole('alert').filter({ hasText: texts.errorView.title });
const countdown = (page: Page) => page.getByRole('timer', { name: texts.pairing.countdown });

/** One run's actions, the same every time; each clock move waits for what the screen shows first. */
const flows: Array<{ scenario: string; act: (page: Page, sim: Sim) => Promise<void> }> = [
  {
    // A pairing failure: the device is heard 5 s in, AddNode Failed 2 s later.
    scenario: 'inclusion-addnode-failed',
    async act(page, sim) {
      await openUnit(sim, UNIT_TO_INSTALL, pausedScenario('inclusion-addnode-failed'));
      await openFromPanel(page, sim, 'inclusion', HUB_TO_INSTALL);
      await page.getByRole('button', { name: texts.pairing.start }).click();
      await expect(countdown(page)).toBeVisible();
      await step(sim, DEVICE_PRESS_AFTER_MS + 2_000);
      await expect(errorView(page).getByRole('button', { name: texts.pairing.buttons.tryAgain })).toBeVisible();
      await step(sim, 10_000);
    },
  },
];

for (const { scenario, act } of flows) {
  // Not yet replayable (issue 25): about one run in four a 3 s poll fires 1 s off (6000 instead of
  // 7000 after the start), so the app still restarts an interval at a moment `clock.step` does not
  // hold. Run it with DETERMINISM_RUNS=N to see the first run that differs, with its seed.
  test.fixme(`${scenario}: ${RUNS} runs with the same actions give the same whole trace`, async ({ freshPage }) => {
    test.setTimeout(120_000);
    const seed = runSeedOf({ name: `${scenario}-paused` });
    let first: RelativeEntry[] = [];
    for (let run = 1; run <= RUNS; run += 1) {
      const { page, sim } = await freshPage();
      await act(page, sim);
      const trace = relativeTrace(await sim.control((s) => s.trace()));
      await page.context().close();
      if (run === 1) first = trace;
      expect(firstDifference(first, trace), `scenario ${scenario}, seed ${seed}: run ${run} differs from run 1`).toBeNull();
    }
    // A real trace of the whole flow: the app's polls, the stream and the simulator's own events.
    expect(first.filter((entry) => entry.type === 'call').length).toBeGreaterThan(5);
    expect(first.some((entry) => entry.type === 'stream.sent')).toBe(true);
  });
}
