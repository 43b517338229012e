/**
 * `npm run scenario:test` on the same scenario twice gives the same whole trace, not only its
 * expectations met (issue 36): started paused as scenario:test starts it, the expect runner moves time with `clock.advance` and looks at the
 * screen when the page is idle (decision 0409), so no real-time grace decides at which simulated
 * moment a run sees what, and the simulator records calls on their way together in a fixed order
 * (decision 0394). The second run gets the device screen's code late, as a loaded machine or a slow
 * disk would serve it: the clock waits for code on its way too (decision 0521; a fresh-clone run
 * once saw the device screen's queries three simulated seconds late).
 */
import { readFileSync } from 'node:fs';
import type { ExpectEntry } from '../../simulator/scenario/expectSchema';
import { expect, test, type ScenarioObject } from './support/fixtures';
import { formatReport } from '../../simulator/expect/report';
import { createExpectRunner } from './support/expectPage';
import { firstDifference, pausedFromStart, relativeTrace, type RelativeEntry } from './support/traceRuns';

// A sensor's inclusion timing out, then a door-code sync meeting an offline lock: polls, the hub's stream and steps.
const SCENARIO = 'unit-104-sensor-inclusion-times-out-then-sync-lock-offline';
const RUNS = 2;
/** The device screen's code, routed on the context: every page of the test's context. */
const DEVICE_SCREEN_CODE = /\/assets\/DeviceScreen-[^/]*\.js$/;
const LATE_CODE_MS = 400;
const scenario = pausedFromStart(JSON.parse(readFileSync(`scenarios/${SCENARIO}.json`, 'utf8')) as ScenarioObject);

test(`scenario ${SCENARIO}: played ${RUNS} times, the same whole trace`, async ({ freshPage }, testInfo) => {
  test.setTimeout(RUNS * 2 * testInfo.project.timeout);
  let first: RelativeEntry[] = [];
  for (let run = 1; run <= RUNS; run += 1) {
    const { page, sim } = await freshPage();
    if (run === 2) {
      await page.context().route(DEVICE_SCREEN_CODE, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, LATE_CODE_MS));
        await route.continue();
      });
    }
    await sim.open('/login', { scenario });
    await sim.control((s) => s.clock.pause());
    const running = await sim.control((s) => s.scenario());
    const reports = await createExpectRunner(page, sim).run(running.expect as ExpectEntry[]);
    expect(reports.filter((entry) => entry.outcome === 'failed'), formatReport(running.name, reports)).toEqual([]);
    const trace = relativeTrace(await sim.control((s) => s.trace()));
    await page.context().close();
    if (run === 1) first = trace;
    expect(firstDifference(first, trace), `run ${run} differs from run 1`).toBeNull();
  }
  // A whole run: the app's calls, the hub's stream and the scenario's steps, over minutes of simulator time.
  expect(first.filter((entry) => entry.type === 'call').length).toBeGreaterThan(10);
  expect(first.some((entry) => entry.type === 'stream.sent')).toBe(true);
  expect(first.at(-1)?.at ?? 0).toBeGreaterThan(60_000);
});
