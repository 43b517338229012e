/**
 * Scenarios that say what must happen (`expect`, simulator/scenario/expectSchema.ts), played in
 * Chromium with no hand-written test: every file in scenarios/ with its own `expect` section, or
 * the one `npm run scenario:test NAME|FILE` names (SCENARIO_TEST). The page resolves and checks the
 * scenario as it starts it; each test prints its report, entry by entry, and fails on the first
 * expectation not met.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import type { ExpectEntry } from '../../simulator/scenario/expectSchema';
import { expect, test, type ScenarioObject } from './support/fixtures';
import { formatReport } from '../../simulator/expect/report';
import { createExpectRunner } from './support/expectPage';
import { pausedFromStart } from './support/traceRuns';

const SCENARIOS_DIR = resolve('scenarios');
const TEST_MS = 120_000;
/** Real time kept at the end of the test to print the report of an entry still under way. */
const REPORT_MS = 10_000;

/** A file's JSON, or null when it is not JSON (the page's start then names the problem). */
function readScenario(path: string): ScenarioObject | null {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as ScenarioObject;
  } catch {
    return null;
  }
}

/** What to start: a name from this build's scenarios/, or a file's contents (its `extends` from scenarios/). */
function targetsOf(target: string | undefined): Array<{ title: string; scenario: string | ScenarioObject }> {
  if (target?.endsWith('.json')) return [{ title: target, scenario: readScenario(resolve(target)) ?? { name: basename(target, '.json'), broken: true } }];
  if (target) return [{ title: target, scenario: target }];
  return readdirSync(SCENARIOS_DIR)
    .filter((file) => file.endsWith('.json') && readScenario(resolve(SCENARIOS_DIR, file))?.expect !== undefined)
    .map((file) => ({ title: basename(file, '.json'), scenario: basename(file, '.json') }));
}

for (const { title, scenario } of targetsOf(process.env.SCENARIO_TEST)) {
  test(`scenario ${title}: what its expect section says happens`, async ({ page, sim, contract }, testInfo) => {
    // A Yale retry and a door-code sync are minutes of simulator time, moved 5 s at a time.
    test.setTimeout(TEST_MS);
    const started = Date.now();
    // Paused from its start, not after the page came up: two runs give the same whole trace (issue 36).
    const file = typeof scenario === 'string' ? readScenario(resolve(SCENARIOS_DIR, `${scenario}.json`)) : scenario;
    await sim.open('/login', { scenario: file ? pausedFromStart(file) : scenario });
    await sim.control((s) => s.clock.pause());
    const running = await sim.control((s) => s.scenario());
    if (!running.expect) throw new Error(`Scenario "${running.name}" has no expect section: nothing to check (docs/scenarios.md, Expect).`);
    const reports = await createExpectRunner(page, sim, { sent: contract.logged, deadline: started + TEST_MS - REPORT_MS }).run(running.expect as ExpectEntry[]);
    const report = formatReport(running.name, reports);
    console.log(report);
    await testInfo.attach('expect report', { body: report, contentType: 'text/plain' });
    expect(reports.filter((entry) => entry.outcome === 'failed'), report).toEqual([]);
  });
}
