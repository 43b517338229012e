// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startNodeSimulator, type NodeSimulator } from '../node';
import { signIn } from '../testing/apiClient';
import { smallScenario } from '../testing/scenarios';
import { connectStream, streamUrl } from '../testing/streamClient';
import { createMockSocketTransport } from './mockSocketTransport';

const HUB = 'HB2-1000104';
let sim: NodeSimulator;
let token: string;
beforeEach(async () => {
  sim = await startNodeSimulator({ scenario: smallScenario, baseUrl: 'http://localhost:3000/api' });
  token = await signIn();
});
afterEach(() => sim.close());

describe('hub stream in Node', () => {
  it('a connected app receives what the hub pushes, in order', async () => {
    const client = connectStream(sim.WebSocket, { token, hubSerialNumber: HUB });
    await client.opened;
    expect(sim.control.stream.connections()).toEqual([{ id: 'conn-0', serial: HUB, openedAt: expect.any(Number) }]);
    expect(sim.control.stream.push(HUB, { type: 'AddNode', status: 'GettingNodeInfo' })).toBe(1);
    expect(sim.control.stream.push(HUB, { type: 'NetworkChanged', status: 'Done' })).toBe(1);
    expect(sim.control.stream.push('HB2-1000105', { type: 'not for this hub' })).toBe(0);
    expect(await client.received(2)).toEqual([{ type: 'AddNode', status: 'GettingNodeInfo' }, { type: 'NetworkChanged', status: 'Done' }]);
  });

  it.each([
    ['an unknown token', (): Record<string, string> => ({ token: 'nope', hubSerialNumber: HUB }), 'Invalid token.'],
    ['no token', (): Record<string, string> => ({ hubSerialNumber: HUB }), 'Invalid token.'],
    ['a hub the user does not see', () => ({ token, hubSerialNumber: 'HB2-0000000' }), 'Unknown hub "HB2-0000000"'],
  ])('refuses %s before the connection opens, like a refused upgrade', async (_case, query, reason) => {
    const client = connectStream(sim.WebSocket, query());
    expect(await client.closed).toEqual({ code: 1006, reason });
    expect(client.seen).toEqual(['error', `close 1006 ${reason}`]);
    expect(sim.control.stream.connections()).toEqual([]);
  });

  it('sees the app close, and a drop closes with 1006; the app can reconnect', async () => {
    const first = connectStream(sim.WebSocket, { token, hubSerialNumber: HUB });
    await first.opened;
    first.socket.close(1000, 'intentionally_closed_by_client');
    await first.closed;
    expect(sim.control.stream.connections()).toEqual([]);

    const second = connectStream(sim.WebSocket, { token, hubSerialNumber: HUB });
    await second.opened;
    expect(sim.control.stream.drop(HUB)).toBe(1);
    expect(await second.closed).toMatchObject({ code: 1006 });

    const third = connectStream(sim.WebSocket, { token, hubSerialNumber: HUB });
    await third.opened;
    expect(sim.control.stream.connections().map((connection) => connection.id)).toEqual(['conn-2']);
  });

  it('a drop as the app closes leaves the close the app\'s, with its own code and reason', async () => {
    const client = connectStream(sim.WebSocket, { token, hubSerialNumber: HUB });
    await client.opened;
    client.socket.close(1000, 'intentionally_closed_by_client');
    sim.control.stream.drop(HUB);
    await client.closed;
    await expect.poll(() => sim.control.trace().find((entry) => entry.type === 'stream.closed')).toMatchObject({ code: 1000, reason: 'intentionally_closed_by_client', by: 'app' });
  });

  it('stream fault refuse: the Nth connection attempt is refused, the next one opens', async () => {
    expect(sim.control.faults.add({ kind: 'stream', action: 'refuse', serial: HUB, nth: 1 })).toEqual({ ok: true, id: 'injected-1' });
    const refused = connectStream(sim.WebSocket, { token, hubSerialNumber: HUB });
    expect(await refused.closed).toEqual({ code: 1006, reason: 'The hub stream refused the connection (fault injected-1)' });
    const accepted = connectStream(sim.WebSocket, { token, hubSerialNumber: HUB });
    await accepted.opened;
    expect(sim.control.faults.list()[0]).toMatchObject({ seen: 2, hits: 1 });
  });

  it('stream fault drop: an opened connection is dropped afterMs later in simulator time', async () => {
    sim.control.clock.pause();
    sim.control.faults.add({ kind: 'stream', action: 'drop', afterMs: 30_000, times: 1 });
    const client = connectStream(sim.WebSocket, { token, hubSerialNumber: HUB });
    await client.opened;
    await sim.control.clock.advance(29_999);
    expect(client.seen).toEqual(['open']);
    await sim.control.clock.advance(1);
    expect(await client.closed).toEqual({ code: 1006, reason: 'The hub stream was dropped' });
    // Only the first connection: the reconnection stays up.
    const again = connectStream(sim.WebSocket, { token, hubSerialNumber: HUB });
    await again.opened;
    await sim.control.clock.advance(60_000);
    expect(again.seen).toEqual(['open']);
  });

  it('stream fault delay: messages arrive delayMs late, in simulator time, still in order', async () => {
    sim.control.clock.pause();
    sim.control.faults.add({ kind: 'stream', action: 'delay', delayMs: 5_000, times: 1 });
    const client = connectStream(sim.WebSocket, { token, hubSerialNumber: HUB });
    await client.opened;
    sim.control.stream.push(HUB, { n: 1 });
    await sim.control.clock.advance(4_999);
    expect(client.messages()).toEqual([]);
    await sim.control.clock.advance(1);
    sim.control.stream.push(HUB, { n: 2 });
    expect(await client.received(2)).toEqual([{ n: 1 }, { n: 2 }]);
  });

  it('serves only the stream URL: other sockets go to the WebSocket it was given, or fail without one', () => {
    class PageSocket {
      constructor(readonly url: string) {}
    }
    const transport = createMockSocketTransport('wss://elsewhere.invalid/stream', PageSocket as unknown as typeof WebSocket);
    expect(new transport.WebSocket('ws://localhost:5173/vite-hmr')).toBeInstanceOf(PageSocket);
    expect(() => new sim.WebSocket('ws://elsewhere.invalid/socket')).toThrow(/only the hub stream/);
    const streamSocket = new sim.WebSocket(streamUrl({ token }));
    expect(streamSocket).not.toBeInstanceOf(PageSocket);
    streamSocket.close();
  });
});
