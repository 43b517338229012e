/**
 * Issue 26's proof from the production build: a failure plays out against the simulator server
 * over the network (the hub stream drops twice as the first inclusion starts, the next inclusion
 * runs out of time, a device command fails and is reported), the capture is taken from the error
 * report the production build sent to the server's DSN (the attachment the world kept), searched
 * for the install's secrets, compiled by scenario:from-capture's own code, and the compiled
 * scenario replayed ten times in the demo build: each run meets the compiled `expect` section, and
 * the replay's own report outlines the same as the field's (stages, routes, messages, presses, what
 * the hub stream brought, calls in order, polls counted). The production page's clock is held and
 * moved with the world's (decision 0347); the demo build is the one the demo configuration built (decision 0348).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { mergeTests, type Request } from '@playwright/test';
import { compileCapture } from '../../simulator/capture/compileCapture';
import { readCapture } from '../../simulator/capture/captureFile';
import { outlineCapture } from '../../simulator/capture/outline';
import { parseEnvelope } from '../../simulator/reports/envelope';
import type { ExpectEntry } from '../../simulator/scenario/expectSchema';
import type { ReportRecord } from '../../simulator/control/types';
import { productionNetwork } from '../../playwright.production.config';
import { replayFrom, reportedCapture } from '../e2e/support/capture';
import { formatReport } from '../../simulator/expect/report';
import { createExpectRunner } from '../e2e/support/expectPage';
import { fieldDayAtTheDoor, fieldDayFailures } from '../e2e/support/fieldDay';
import { demoInstaller, expect, test as simulatorTest, type ScenarioObject } from '../e2e/support/fixtures';
import { secretsIn } from '../support/installSecrets';
import { holdPageClock } from '../../simulator/testing/heldPageClock';
import { test as worldTest } from './world';
import { worldAsSim } from './worldAsSim';

const test = mergeTests(worldTest, simulatorTest);
test.use({ simulatorBuildURL: productionNetwork.demoUrl });

const RUNS = Number(process.env.REPLAY_RUNS ?? 10);
const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
const FLIGHT_RECORDING = 'flight-recording.json';

/** What happens at the door, played by the world on the server over the network. */
const failures = fieldDayFailures('production-field-day-1004');

/** The flight recording in the envelope of report `eventId` among those the page sent, as it left the page; undefined while none of them is that report's. */
function recordingSent(envelopes: Request[], eventId: string): string | undefined {
  for (const sent of envelopes) {
    const body = sent.postDataBuffer();
    if (!body) continue;
    const { header, items } = parseEnvelope(new Uint8Array(body));
    const ids = [header.event_id, ...items.map(({ payload }) => (payload as { event_id?: unknown } | null)?.event_id)];
    if (!ids.includes(eventId)) continue;
    const item = items.find((entry) => entry.header.type === 'attachment' && entry.header.filename === FLIGHT_RECORDING);
    return item ? String(item.payload) : '';
  }
  return undefined;
}

test('a failure recorded in the production build over the network, taken from the report it sent and compiled, replays the same in the demo build 10 times out of 10', async ({ page, world, request, freshPage }, testInfo) => {
  // The field run (65 s of simulator time in one-second turns), then ten stepped replays.
  test.setTimeout(420_000);
  const started = Date.now();
  const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
  const keep = async (file: string, text: string) => {
    writeFileSync(testInfo.outputPath(file), text);
    await testInfo.attach(file, { path: testInfo.outputPath(file), contentType: 'application/json' });
  };

  // Every answer and request body the production page exchanged with the API: the install's secrets.
  const exchanged: Array<Promise<unknown>> = [];
  page.on('requestfinished', (sent) => {
    if (!sent.url().startsWith(`${productionNetwork.simulatorUrl}/api/`)) return;
    exchanged.push(Promise.resolve().then(() => sent.postDataJSON() as unknown).catch(() => null));
    exchanged.push(sent.response().then((answer) => answer?.json()).catch(() => null));
  });
  // The error reports as they leave the page, taken when sent: the server keeps a report before it
  // answers, so a request seen only once its answer is back in the page can come after the check.
  const envelopes: Request[] = [];
  page.on('request', (sent) => {
    if (sent.url().startsWith(`${productionNetwork.simulatorUrl}/sentry/`)) envelopes.push(sent);
  });

  await world.control('startScenario', failures);
  await holdPageClock(page, await world.control<number>('clock.now'));
  const sim = worldAsSim(page, world, request);
  const recorded = await createExpectRunner(page, sim, { clock: 'step' }).run(fieldDayAtTheDoor);
  expect(recorded.filter((entry) => entry.outcome === 'failed'), formatReport(failures.name, recorded)).toEqual([]);

  // The report the app sent, as the server kept it: the same text as left the page.
  await expect.poll(() => world.control<ReportRecord[]>('reports').then((reports) => reports.length), { message: 'the production build sent no error report' }).toBeGreaterThan(0);
  const report = (await world.control<ReportRecord[]>('reports')).at(-1);
  const kept = report?.attachments.find((item) => item.filename === FLIGHT_RECORDING)?.text;
  if (!report || kept === undefined) throw new Error('The error report the server kept carries no flight recording');
  // The page's request is seen as it is sent, before the server has the report; the poll covers the
  // moment between Chromium sending it and telling the test so.
  await expect.poll(() => recordingSent(envelopes, report.eventId) !== undefined, { message: `the page's envelope of report ${report.eventId} was not seen` }).toBe(true);
  expect(recordingSent(envelopes, report.eventId), 'the recording the server kept is the one the page sent').toBe(kept);
  await keep(FLIGHT_RECORDING, kept);
  console.log(`productionCapture: recorded in the production build in ${elapsed()}`);

  // Redacted on the phone: none of the install's secrets left it (the session, as stored, holds the token and the installer).
  const session = await page.evaluate(() => ['installer:token', 'installer:user'].map((key) => JSON.parse(localStorage.getItem(key) ?? 'null') as unknown));
  const secrets = secretsIn([await Promise.all(exchanged), { token: session[0], user: session[1] }], new Set([demoInstaller.password]));
  expect([...secrets], 'the secrets looked for').toEqual(expect.arrayContaining([session[0], demoInstaller.email, demoInstaller.password]));
  expect([...secrets].filter((secret) => secret.length >= 4 && kept.includes(secret)), 'secrets in the recording that left the production build').toEqual([]);

  const read = readCapture(kept, version);
  if (!read.ok) throw new Error(`The production build's flight recording cannot be compiled: ${read.error}`);
  expect(read.capture.app.build).toBe('production');
  const scenario = compileCapture(read.capture, 'production-field-day-replayed').scenario as ScenarioObject & { clock: object; expect: ExpectEntry[] };
  await keep('production-field-day-replayed.json', JSON.stringify(scenario, null, 2));
  const expected = outlineCapture(read.capture);

  const [opening, ...rest] = scenario.expect;
  if (!opening || !('open' in opening)) throw new Error(`The compiled expect section does not start by opening a page: ${JSON.stringify(opening)}`);
  const replay = { ...scenario, clock: { ...scenario.clock, paused: true } };
  /** Replays `runs` one after another in one page of the demo build (decision 0338). */
  const replayIn = async (runs: number[]) => {
    const demo = await freshPage(productionNetwork.demoUrl);
    await demo.sim.open('/login');
    for (const run of runs) {
      await replayFrom(demo.page, demo.sim, replay, opening.open);
      const reports = await createExpectRunner(demo.page, demo.sim, { clock: 'step' }).run(rest);
      expect(reports.filter((entry) => entry.outcome === 'failed'), `run ${run}\n${formatReport(scenario.name, reports)}`).toEqual([]);
      const replayed = await reportedCapture(demo.sim);
      const outline = outlineCapture(replayed.capture);
      if (JSON.stringify(outline) !== JSON.stringify(expected)) await keep(`replay-${run}.json`, replayed.text);
      console.log(`productionCapture: replay ${run} done at ${elapsed()}`);
      expect(outline, `run ${run}: the demo build's report of the replay differs from the production build's\n${formatReport(scenario.name, reports)}`).toEqual(expected);
    }
  };
  // Two pages, each with its own simulator, replay half the runs each: this config's other tests
  // are short, so a second page uses the core they leave idle (decision 0349).
  const runs = Array.from({ length: RUNS }, (_, index) => index + 1);
  const halves = await Promise.allSettled([replayIn(runs.filter((run) => run % 2 === 1)), replayIn(runs.filter((run) => run % 2 === 0))]);
  const failed = halves.find((half): half is PromiseRejectedResult => half.status === 'rejected');
  if (failed) throw failed.reason;
  console.log(`productionCapture: recorded, compiled and replayed ${RUNS} times in ${elapsed()}`);
});
