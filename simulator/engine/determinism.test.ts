// @vitest-environment node
import { afterEach, expect, it } from 'vitest';
import { startNodeSimulator, type NodeSimulator } from '../node';
import { callApi, signIn } from '../testing/apiClient';
import { smallScenario } from '../testing/scenarios';
import { connectStream } from '../testing/streamClient';
import type { TraceEntry } from './trace';

const HUB = 'HB2-1000104';
const MAPLE = 'cmty-7d2f9a0e-maple-court';

/** A scripted scenario: simulator time stands still unless the script moves it. */
const scripted = {
  ...smallScenario,
  name: 'scripted',
  clock: { start: '2026-11-21T09:00:00Z', paused: true },
  faults: [{ kind: 'stream', action: 'delay', delayMs: 5_000, times: 1 }],
  timeline: [
    { at: '1m', do: { 'hub.reboot': { serial: HUB } } },
    { at: '2m', do: { 'stream.send': { serial: HUB, message: { type: 'NetworkChanged', status: 'Done' } } } },
    { when: { call: { name: 'units.list', nth: 2 } }, do: { 'fault.add': { call: 'units.get', status: 503, times: 1 } } },
  ],
};

let sim: NodeSimulator | undefined;
afterEach(() => sim?.close());

/** The same actions every time: calls, a stream connection, clock moves. */
async function runScript(): Promise<TraceEntry[]> {
  sim = await startNodeSimulator({ scenario: scripted });
  const { control } = sim;
  const token = await signIn();
  for (let i = 0; i < 2; i += 1) await callApi('units.list', {}, { token, query: { communityId: MAPLE } });
  await control.clock.advance(0);
  for (let i = 0; i < 2; i += 1) await callApi('units.get', {}, { token, query: { addressId: 1004 } });
  const client = connectStream(sim.WebSocket, { token, hubSerialNumber: HUB });
  await client.opened;
  await control.clock.advance(60_000);
  expect((await callApi('hubs.reboot', { hubSerial: HUB }, { token, body: { client: 'concierge', userId: 'u' } })).status).toBe(409);
  await control.clock.advance(60_000);
  await control.clock.advance(5_000);
  await client.received(1);
  client.socket.send(JSON.stringify({ type: 'ack' }));
  await expect.poll(() => control.trace().some((entry) => entry.type === 'stream.received')).toBe(true);
  await control.clock.jump(10 * 60_000);
  control.stream.drop(HUB);
  await client.closed;
  const trace = control.trace();
  sim.close();
  sim = undefined;
  return trace;
}

it('a scripted scenario run twice with the same actions gives the same trace', async () => {
  const first = await runScript();
  const second = await runScript();
  expect(second).toEqual(first);
  // It is a real trace of all of it, not two empty lists.
  expect(new Set(first.map((entry) => entry.type))).toEqual(new Set([
    'scenario.started', 'call', 'step.fired', 'fault.added', 'fault.hit', 'stream.opened', 'stream.sent', 'stream.received', 'stream.closed',
  ]));
});
