// @vitest-environment node
/**
 * The loop of issue 26 in Node: a run records what an app would (calls with their answers, hub
 * messages and drops, with their simulator times), the recording is compiled, and the compiled
 * scenario replayed by the same driver gives the same calls, statuses, bodies, messages and drops
 * at the same times, with the simulated controller standing aside. Repeated, as a flaky replay is a defect.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { version } from '../../package.json';
import type { CallName, CallParams } from '../../app/api/calls';
import { startNodeSimulator, type NodeSimulator } from '../node';
import { callApi, signIn } from '../testing/apiClient';
import { streamUrl } from '../testing/streamClient';
import { NEW_HUB, START } from '../testing/zwave';
import { readCapture } from './captureFile';
import { compileCapture } from './compileCapture';

const UNIT = '/community/cmty-7d2f9a0e-maple-court/unit/1008';
const FAILED_START = { detail: 'The hub did not answer the inclusion start.' };

/** A field run: the first inclusion start fails, the stream drops as the next starts, nothing joins, the third includes. */
const fieldRun = {
  name: 'field-run',
  description: 'What happened at the door',
  extends: 'inclusion-nothing-joins',
  clock: { start: new Date(START).toISOString(), paused: true },
  faults: [{ id: 'first-start-fails', kind: 'http', call: 'hubs.inclusion', status: 500, body: FAILED_START, times: 1 }],
  timeline: [{ when: { inclusion: {} }, do: { 'stream.drop': {} } }],
};

type Entry = Record<string, unknown> & { kind: string; at: number };

let sim: NodeSimulator | undefined;
afterEach(() => sim?.close());

/** Plays the installer's part against a simulator, recording as the app's flight recorder does. */
async function drive(scenario: object): Promise<Entry[]> {
  sim = await startNodeSimulator({ scenario });
  const { control } = sim;
  const token = await signIn();
  const entries: Entry[] = [];
  const record = (entry: Record<string, unknown> & { kind: string }) => entries.push({ ...entry, at: control.clock.now() });
  const WebSocketClass = sim.WebSocket;

  let reconnect = true;
  const connect = (): WebSocket => {
    const next = new WebSocketClass(streamUrl({ token, hubSerialNumber: NEW_HUB }));
    next.addEventListener('open', () => record({ kind: 'stream', event: 'opened', hub: NEW_HUB, url: 'ws://hub-stream' }));
    next.addEventListener('message', (event) => record({ kind: 'stream', event: 'message', hub: NEW_HUB, url: 'ws://hub-stream', data: JSON.parse(String(event.data)) as unknown }));
    // The app reconnects once a stream it did not close drops.
    next.addEventListener('close', (event) => {
      record({ kind: 'stream', event: 'closed', hub: NEW_HUB, url: 'ws://hub-stream', code: event.code, reason: event.reason });
      if (reconnect) socket = connect();
    });
    return next;
  };
  /** The stream as the app keeps it: a drop has reached the client and its reconnection is open (mock-socket delivers on real time while the clock is paused). */
  const streamSettled = async () => {
    for (let turn = 0; turn < 200; turn += 1) {
      if (socket.readyState === WebSocketClass.OPEN && control.stream.connections(NEW_HUB).length === 1) return;
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    throw new Error(`The hub stream did not settle: ${socket.readyState} ${JSON.stringify(control.stream.connections(NEW_HUB))}`);
  };
  const call = async <N extends CallName>(name: N, method: string, params: CallParams<N>, body?: unknown) => {
    const answer = await callApi(name, params, { token, body });
    record({ kind: 'call', call: name, method, path: `/${name}`, status: answer.status, outcome: answer.status < 400 ? 'ok' : 'http', ms: 1, answer: answer.body });
    await streamSettled();
  };
  const at = async (seconds: number) => {
    await control.clock.advance(START + seconds * 1000 - control.clock.now());
    await streamSettled();
  };
  const start = (press: string) => {
    record({ kind: 'action', action: press });
    return call('hubs.inclusion', 'POST', { hubSerial: NEW_HUB }, { action: 'start', client: 'concierge', userId: 'usr-test' });
  };

  record({ kind: 'route', path: UNIT });
  let socket = connect();
  await at(0);
  await start('Start');
  await at(10);
  await start('Try Again');
  for (const poll of [30, 50, 80]) {
    await at(poll);
    await call('devices.listByHub', 'GET', { hubSerial: NEW_HUB });
  }
  await at(100);
  await start('Try Again');
  await at(200);
  reconnect = false;
  socket.close();
  return entries;
}

/** What the replay must give again: each call's status and body, each message and drop, at its second. */
function outcome(entries: Entry[]): string[] {
  return entries.flatMap((entry) => {
    const second = Math.round((entry.at - START) / 1000);
    if (entry.kind === 'call' && entry.method !== 'GET') return [`${second} ${String(entry.call)} ${String(entry.status)} ${JSON.stringify(entry.answer)}`];
    if (entry.kind === 'stream' && entry.event === 'message') {
      const { state, status } = entry.data as { state: string; status: string };
      return [`${second} ${state} ${status}`];
    }
    return entry.kind === 'stream' && entry.event === 'closed' ? [`${second} closed ${String(entry.code)}`] : [];
  });
}

function captureOf(entries: Entry[]): string {
  return JSON.stringify({ format: 'hub-installer-flight-recording', version: 1, app: { version, build: 'test' }, startedAt: new Date(START).toISOString(), takenAt: new Date(START + 200_000).toISOString(), entries });
}

describe('a field run, recorded, compiled and replayed', () => {
  it('gives the same calls, messages and drops at the same times, 10 times out of 10', async () => {
    const field = await drive(fieldRun);
    const expected = outcome(field);
    expect(expected).toContain(`0 hubs.inclusion 500 ${JSON.stringify(FAILED_START)}`);
    expect(expected.filter((line) => line.endsWith('closed 1006'))).toHaveLength(1);
    expect(expected.filter((line) => line.includes('AddNode Failed'))).toHaveLength(1);
    const read = readCapture(captureOf(field), version);
    if (!read.ok) throw new Error(read.error);
    const { scenario } = compileCapture(read.capture, 'replayed-field-run');
    for (let run = 0; run < 10; run += 1) {
      sim?.close();
      const replayed = await drive({ ...scenario, clock: { start: new Date(START).toISOString(), paused: true } });
      expect(outcome(replayed)).toEqual(expected);
      // Every hub message came from the capture: the simulated controller stood aside.
      expect(sim?.control.trace().filter((entry) => entry.type === 'zwave.message')).toEqual([]);
    }
  }, 60_000);
});
