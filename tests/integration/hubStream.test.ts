// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../app/api';
import type { HubMessage } from '../../app/api/schemas';
import { storedToken } from '../../app/api/storedToken';
import { env } from '../../app/config/env';
import type { Note } from '../../app/data/errorReporting';
import { createHubStreamClient, INTENTIONAL_CLOSE_REASON, type HubStreamClient, type StreamHub, type StreamStatus } from '../../app/data/hubStream';
import { texts } from '../../app/domain/texts';
import { startNodeSimulator, type NodeSimulator } from '../../simulator/node';

const HUB = 'HB2-1000104';
const GATEWAY = 'gw-legacy-1004';
const iotHub: StreamHub = { hubSerial: HUB, gatewayId: GATEWAY, isIotHub: true };
const legacyHub: StreamHub = { ...iotHub, isIotHub: false };

let sim: NodeSimulator;
let token: string;
let client: HubStreamClient;
let traces: Note[];

beforeEach(async () => {
  localStorage.clear();
  sim = await startNodeSimulator({ scenario: 'default', baseUrl: env.apiBaseUrl });
  vi.stubGlobal('WebSocket', sim.WebSocket);
  token = (await api.auth.login('installer@demo.test', 'install123')).token;
  storedToken.write(token);
  sim.control.clearCalls();
  traces = [];
  client = createHubStreamClient({ url: env.hubStreamUrl, note: (note) => traces.push(note) });
});
afterEach(() => sim.close());

/** A subscriber that records what it hears. */
function listen(hub: StreamHub = iotHub) {
  const statuses: StreamStatus['kind'][] = [];
  const failures: string[] = [];
  const messages: HubMessage[] = [];
  const stop = client.subscribe(hub, token, {
    onMessage: (message) => messages.push(message),
    onStatus: (status) => {
      statuses.push(status.kind);
      if (status.kind === 'failed') failures.push(status.message);
    },
  });
  const last = () => statuses.at(-1);
  return { statuses, failures, messages, stop, last };
}

const trace = (type: string) => sim.control.trace().filter((entry) => entry.type === type);
const openConnections = () => sim.control.stream.connections(HUB).length;

describe('the hub stream client against the simulated stream', { timeout: 10_000 }, () => {
  it('connects with the token and hub serial and hands on the messages it can read', async () => {
    const sub = listen();
    await vi.waitFor(() => expect(sub.last()).toBe('open'));
    expect(sim.control.stream.connections()).toEqual([{ id: 'conn-0', serial: HUB, openedAt: expect.any(Number) }]);
    sim.control.stream.push(HUB, { state: 'AddNode', status: 'Started' });
    sim.control.stream.push(HUB, 'not json at all');
    sim.control.stream.push(HUB, { state: 'Reboot', status: 'Done' });
    sim.control.stream.push(HUB, { state: 'AddNode', status: 'Done', nodeId: 12, extra: true });
    await vi.waitFor(() => expect(sub.messages).toHaveLength(2));
    expect(sub.messages).toEqual([
      { state: 'AddNode', status: 'Started' },
      { state: 'AddNode', status: 'Done', nodeId: 12, extra: true },
    ]);
    expect(sub.failures).toEqual([]);
    expect(traces.map((trace) => trace.data?.problem)).toEqual([expect.stringMatching(/^message: /), expect.stringMatching(/^state: /)]);
    sub.stop();
  });

  it('refuses a message that breaks the contract (AddNode Done for node -1) and traces it without its values', async () => {
    const sub = listen();
    await vi.waitFor(() => expect(sub.last()).toBe('open'));
    sim.control.stream.push(HUB, { state: 'AddNode', status: 'Done', nodeId: -1 });
    sim.control.stream.push(HUB, { state: 'AddNode', status: '', nodeId: 12 });
    sim.control.stream.push(HUB, { state: 'AddNode', status: 'Done', nodeId: 12 });
    await vi.waitFor(() => expect(sub.messages).toHaveLength(1));
    expect(sub.messages).toEqual([{ state: 'AddNode', status: 'Done', nodeId: 12 }]);
    expect(traces).toEqual([
      { category: 'hub-stream', message: expect.stringContaining('Refused'), data: { problem: expect.stringMatching(/^nodeId: /) }, level: 'warning' },
      { category: 'hub-stream', message: expect.stringContaining('Refused'), data: { problem: expect.stringMatching(/^status: /) }, level: 'warning' },
    ]);
    expect(JSON.stringify(traces)).not.toContain('-1');
    sub.stop();
  });

  it('shares one connection; the last subscriber to leave closes it on purpose, and nothing stays open', async () => {
    const first = listen();
    const second = listen();
    await vi.waitFor(() => expect(second.last()).toBe('open'));
    expect(openConnections()).toBe(1);
    first.stop();
    expect(client.openStreams()).toBe(1);
    sim.control.stream.push(HUB, { state: 'NetworkChanged', status: 'Done' });
    await vi.waitFor(() => expect(second.messages).toHaveLength(1));
    expect(first.messages).toEqual([]);

    second.stop();
    await vi.waitFor(() => expect(client.openStreams()).toBe(0));
    await vi.waitFor(() => expect(openConnections()).toBe(0));
    expect(trace('stream.closed')).toEqual([expect.objectContaining({ connection: 'conn-0', code: 1000, reason: INTENTIONAL_CLOSE_REASON, by: 'app' })]);
    expect(second.failures).toEqual([]);
  });

  it('reconnects once after an unexpected close', async () => {
    const sub = listen();
    await vi.waitFor(() => expect(sub.last()).toBe('open'));
    sim.control.stream.drop(HUB);
    await vi.waitFor(() => expect(trace('stream.opened')).toHaveLength(2));
    await vi.waitFor(() => expect(sub.last()).toBe('open'));
    expect(sub.statuses).toEqual(['connecting', 'open', 'connecting', 'open']);
    sim.control.stream.push(HUB, { state: 'RemoveNode', status: 'Done' });
    await vi.waitFor(() => expect(sub.messages).toEqual([{ state: 'RemoveNode', status: 'Done' }]));
    sub.stop();
  });

  it("after the second failure says 'Connection to AWS was unexpectedly closed.' and keeps nothing open", async () => {
    const sub = listen();
    await vi.waitFor(() => expect(sub.last()).toBe('open'));
    sim.control.stream.drop(HUB);
    await vi.waitFor(() => expect(trace('stream.opened')).toHaveLength(2));
    await vi.waitFor(() => expect(sub.last()).toBe('open'));
    sim.control.stream.drop(HUB);
    await vi.waitFor(() => expect(sub.failures).toEqual([texts.errors.streamClosed]));
    expect(texts.errors.streamClosed).toBe('Connection to AWS was unexpectedly closed.');
    expect(client.openStreams()).toBe(0);
    expect(openConnections()).toBe(0);
    expect(trace('stream.opened')).toHaveLength(2);
    sub.stop();
  });

  it('a refused connection counts too: one retry, then the failure', async () => {
    sim.control.faults.add({ kind: 'stream', action: 'refuse', serial: HUB, times: 2 });
    const sub = listen();
    await vi.waitFor(() => expect(sub.failures).toEqual([texts.errors.streamClosed]));
    expect(trace('stream.refused')).toHaveLength(2);
    expect(trace('stream.opened')).toHaveLength(0);
  });

  it('a subscriber arriving after a failure starts afresh', async () => {
    sim.control.faults.add({ kind: 'stream', action: 'refuse', serial: HUB, times: 2 });
    const failed = listen();
    await vi.waitFor(() => expect(failed.last()).toBe('failed'));
    const fresh = listen();
    await vi.waitFor(() => expect(fresh.last()).toBe('open'));
    fresh.stop();
  });
});

describe('the legacy set-up for hubs that are not IoT hubs', { timeout: 10_000 }, () => {
  const bodies: Array<{ path: string; body: string }> = [];
  beforeEach(() => {
    bodies.length = 0;
    sim.server.events.on('request:start', ({ request }) => {
      const path = new URL(request.url).pathname;
      if (path.includes('twilio')) void request.clone().text().then((body) => bodies.push({ path, body }));
    });
    // The simulator does not answer the legacy calls itself: faults stand in for the provider's answers.
    sim.control.faults.add({ kind: 'http', call: 'stream.token', status: 200, body: { token: 'sync-token' } });
  });

  const legacyCalls = () => sim.control.calls().filter((call) => call.name?.startsWith('stream.')).map((call) => `${call.name} ${call.status}`);

  it('gets a sync token and the stream by gateway id, then connects', async () => {
    sim.control.faults.add({ kind: 'http', call: 'stream.get', status: 200, body: { streamId: 'st-1' } });
    const sub = listen(legacyHub);
    await vi.waitFor(() => expect(sub.last()).toBe('open'));
    expect(legacyCalls()).toEqual(['stream.token 200', 'stream.get 200']);
    expect(sim.control.calls().find((call) => call.name === 'stream.get')?.query).toEqual({ gatewayId: GATEWAY });
    sub.stop();
  });

  it('creates the stream with the hub serial when it is not found, and asks again', async () => {
    sim.control.faults.add({ kind: 'http', call: 'stream.get', status: 404, nth: 1 });
    sim.control.faults.add({ kind: 'http', call: 'stream.get', status: 200, nth: 2, body: { streamId: 'st-1' } });
    sim.control.faults.add({ kind: 'http', call: 'stream.create', status: 201, body: { streamId: 'st-1' } });
    const sub = listen(legacyHub);
    await vi.waitFor(() => expect(sub.last()).toBe('open'));
    expect(legacyCalls()).toEqual(['stream.token 200', 'stream.get 404', 'stream.create 201', 'stream.get 200']);
    await vi.waitFor(() => expect(bodies.find((entry) => entry.body.includes('hub_serial'))?.body).toBe(JSON.stringify({ hub_serial: HUB })));
    sub.stop();
  });

  it.each([
    ['without a gateway id', { ...legacyHub, gatewayId: null }],
    ['without a hub serial', { ...legacyHub, hubSerial: '' }],
  ])("%s: 'Unable to set up stream, hub_serial or gatewayId are invalid.', and no call", async (_case, hub) => {
    const sub = listen(hub);
    await vi.waitFor(() => expect(sub.failures).toEqual(['Unable to set up stream, hub_serial or gatewayId are invalid.']));
    expect(legacyCalls()).toEqual([]);
    expect(trace('stream.opened')).toEqual([]);
  });

  it("a failing set-up call is told in the answer's words, and no socket opens", async () => {
    sim.control.faults.add({ kind: 'http', call: 'stream.get', status: 500, body: { message: 'Stream service down' } });
    const sub = listen(legacyHub);
    await vi.waitFor(() => expect(sub.failures).toEqual(['Stream service down']));
    expect(trace('stream.opened')).toEqual([]);
    expect(client.openStreams()).toBe(0);
  });

  it('an IoT hub skips the legacy set-up', async () => {
    const sub = listen();
    await vi.waitFor(() => expect(sub.last()).toBe('open'));
    expect(legacyCalls()).toEqual([]);
    sub.stop();
  });
});
