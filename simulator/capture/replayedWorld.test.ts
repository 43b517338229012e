// @vitest-environment node
/**
 * A compiled capture starts from the data its answers showed (decision 0342), and a device the
 * field's hub added during the run is there once the replayed stream announces it (decision 0343):
 * the field run's answers are recorded and redacted by the app's own recorder, compiled, and the
 * same calls made against the replay answer the same, redacted the same way.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { version } from '../../package.json';
import type { CallName, CallParams } from '../../app/api/calls';
import { calls, fillPath } from '../../app/api/calls';
import { takeFlightCapture } from '../../app/data/flightCapture';
import { flightLog } from '../../app/data/flightRecorder';
import { startNodeSimulator, type NodeSimulator } from '../node';
import { callApi, signIn } from '../testing/apiClient';
import { connectStream } from '../testing/streamClient';
import { NEW_HUB, START } from '../testing/zwave';
import { smallScenario } from '../testing/scenarios';
import { readCapture } from './captureFile';
import { compileCapture } from './compileCapture';

const UNIT = 1008;
const COMMUNITY = 'cmty-7d2f9a0e-maple-court';

let sim: NodeSimulator | undefined;
afterEach(() => {
  sim?.close();
  flightLog().clear();
});

/** A call as the test makes it: name, path parameters, query. */
type Made = [CallName, Record<string, string | number>, Record<string, string | number>?];

/** The unit screen's calls before the inclusion, and the device list the app polls after it. */
const before: Made[] = [
  ['units.get', {}, { addressId: UNIT }],
  ['communities.get', {}, { communityId: COMMUNITY }],
  ['workTickets.get', {}, { addressId: UNIT }],
  ['units.configuration', {}, { communityId: COMMUNITY, addressId: UNIT }],
  ['hubs.status', { hubSerial: NEW_HUB }],
  ['hubs.updateStatus', { hubSerial: NEW_HUB }],
  ['devices.listByHub', { hubSerial: NEW_HUB }],
  ['yale.getMasterCodes', {}, { addressId: UNIT }],
  ['doorCodes.syncsForAddress', { addressId: UNIT }],
];

/** The field differs from the hand-written seed: a replay on that seed would not answer the same. */
const fieldDay = {
  ...smallScenario,
  name: 'field',
  hubs: [{ serial: NEW_HUB, set: { ethernet_ip_address: null, cellular_ip_address: '10.64.40.17', cellular_signal: 18 } }],
  communities: [{ uid: COMMUNITY, salesforceInfo: { installPageLink: 'https://field.example/install' } }],
};

interface Run {
  /** Each call's status and answer, as the recorder redacted them. */
  answers: string[];
  hubMessages: string[];
}

/** Plays the installer's part (unit screen, one inclusion that adds a device, the list polled), recording as the app does. */
async function drive(scenario: object): Promise<{ run: Run; capture: string }> {
  sim?.close();
  flightLog().clear();
  sim = await startNodeSimulator({ scenario });
  const { control } = sim;
  const token = await signIn();
  const record = (entry: Record<string, unknown>) => flightLog().add({ ...entry, at: control.clock.now() } as never);
  const make = async ([name, params, query]: Made) => {
    const answer = await callApi(name, params as CallParams<typeof name>, { token, query, body: calls[name].method === 'POST' ? { action: 'start', client: 'concierge', userId: 'usr-test' } : undefined });
    const path = `${fillPath(name, params as CallParams<typeof name>)}${query ? `?${new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]))}` : ''}`;
    record({ kind: 'call', call: name, method: calls[name].method, path, status: answer.status, outcome: answer.status < 400 ? 'ok' : 'http', ms: 1, answer: JSON.stringify(answer.body) });
  };
  record({ kind: 'route', path: `/community/${COMMUNITY}/unit/${UNIT}` });
  const stream = connectStream(sim.WebSocket, { token, hubSerialNumber: NEW_HUB });
  await stream.opened;
  for (const call of before) await make(call);
  await make(['hubs.inclusion', { hubSerial: NEW_HUB }]);
  await control.clock.advance(30_000);
  await stream.received(1);
  stream.messages().forEach((message) => record({ kind: 'stream', event: 'message', hub: NEW_HUB, url: 'wss://hub', data: JSON.stringify(message) }));
  await make(['devices.listByHub', { hubSerial: NEW_HUB }]);
  stream.socket.close();
  const capture = takeFlightCapture([token], control.clock.now());
  const run = {
    answers: capture.entries.flatMap((entry) => ((entry as { kind: string }).kind === 'call' ? [JSON.stringify([(entry as { call: string }).call, (entry as { status: number }).status, (entry as { answer?: unknown }).answer])] : [])),
    hubMessages: stream.messages().map((message) => JSON.stringify(message)),
  };
  return { run, capture: JSON.stringify(capture) };
}

describe('a compiled capture replays the world its answers showed', () => {
  it('answers the same calls the same (redacted alike), and the device the hub added is listed after the stream announced it', async () => {
    const field = await drive({ ...fieldDay, clock: { start: new Date(START).toISOString(), paused: true } });
    const joined = field.run.hubMessages.find((message) => message.includes('"Done"'));
    expect(joined).toBeDefined();
    expect(field.run.answers.at(-1)).not.toEqual(field.run.answers[before.findIndex(([name]) => name === 'devices.listByHub')]);
    const read = readCapture(field.capture, version);
    if (!read.ok) throw new Error(read.error);
    const { scenario } = compileCapture(read.capture, 'replayed-world');
    expect(scenario.seed).toMatchObject({ handwritten: false });
    const replayed = await drive({ ...scenario, clock: { start: new Date(START).toISOString(), paused: true } });
    expect(replayed.run.answers).toEqual(field.run.answers);
    expect(replayed.run.hubMessages).toEqual(field.run.hubMessages);
  });
});
