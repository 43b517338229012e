// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hubSerialKey } from '../../app/config/env';
import { worldClient, type WorldClient } from '../testing/worldClient';
import { parseDsn, envelopeUrl } from '../handlers/errorReports';
import { CONTROL_PATH } from './controlRoute';
import { startSimulatorServer, type SimulatorServer } from './startServer';
import { WORLD_HEADER } from './worldKey';

/** The first-install exercise: unit 101 (address 1001) has no hub; HB2-1000901 is free. */
const SCENARIO = 'exercise-first-install';
const FREE_HUB = 'HB2-1000901';
const UNIT = 1001;
const HUB_104 = 'HB2-1000104';

// Real HTTP and WebSocket calls to several worlds: seconds each when the machine is busy, hence the bounds.
let server: SimulatorServer;

beforeAll(async () => {
  server = await startSimulatorServer({ port: 0, allowedOrigins: [], scenario: SCENARIO, worldless: 'refuse' });
}, 60_000);
afterAll(() => server.close());

async function control<R>(world: string | undefined, call: string, ...args: unknown[]): Promise<{ status: number; result: R }> {
  const response = await fetch(`${server.url}${CONTROL_PATH}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${server.controlToken}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ call, args, world }),
  });
  const body = (await response.json()) as { result: R };
  return { status: response.status, result: body.result };
}

async function newWorld(name: string): Promise<{ id: string; client: WorldClient }> {
  const { result } = await control<{ id: string; key: string }>(undefined, 'worlds.create', name);
  return { id: result.id, client: worldClient(server, result.key) };
}

const assign = (client: WorldClient, token: string) => client.call('hubs.associate', {}, { token, body: { [hubSerialKey]: FREE_HUB, address_id: UNIT } });

describe('each world is a simulator of its own', { timeout: 30_000 }, () => {
  it('two trainees assign the same free hub serial, each in their own world, and both succeed', async () => {
    const [a, b] = await Promise.all([newWorld('Ada'), newWorld('Bo')]);
    const [tokenA, tokenB] = await Promise.all([a.client.signIn(), b.client.signIn()]);
    expect((await assign(a.client, tokenA)).status).toBe(200);
    expect((await assign(b.client, tokenB)).status).toBe(200);
    // And within one world the hub is now taken.
    expect((await assign(a.client, tokenA)).status).toBe(400);
    for (const world of [a, b]) {
      const { result } = await control<Array<{ addressId: number | null }>>(world.id, 'db.find', 'hubs', { hub_serial_number: FREE_HUB });
      expect(result.map((hub) => hub.addressId)).toEqual([UNIT]);
    }
  });

  it("a session of one world opens nothing in another: its token is unknown there", async () => {
    const [a, b] = await Promise.all([newWorld('Ada'), newWorld('Bo')]);
    const token = await a.client.signIn();
    expect((await a.client.call('communities.list', {}, { token, query: { limit: 10 } })).status).toBe(200);
    expect((await b.client.call('communities.list', {}, { token, query: { limit: 10 } })).status).toBe(401);
    await expect(b.client.connect(token, HUB_104)).rejects.toThrow('401');
  });

  it("a fault, a clock pause and a scenario start in one world leave the other as it was", async () => {
    const [a, b] = await Promise.all([newWorld('Ada'), newWorld('Bo')]);
    const tokenB = await b.client.signIn();
    await control(a.id, 'faults.add', { kind: 'http', call: 'communities.list', status: 500 });
    await control(a.id, 'clock.pause');
    await control(a.id, 'startScenario', 'default');
    expect((await b.client.call('communities.list', {}, { token: tokenB, query: { limit: 10 } })).status).toBe(200);
    expect((await control<unknown[]>(b.id, 'faults.list')).result).toEqual([]);
    expect((await control<boolean>(b.id, 'clock.paused')).result).toBe(false);
    expect((await control<{ name: string }>(b.id, 'scenario')).result.name).toBe(SCENARIO);
    expect((await control<{ name: string }>(a.id, 'scenario')).result.name).toBe('default');
  });

  it("the hub stream: a world's push and drop reach only its own connections", async () => {
    const [a, b] = await Promise.all([newWorld('Ada'), newWorld('Bo')]);
    const [tokenA, tokenB] = await Promise.all([a.client.signIn(), b.client.signIn()]);
    const [socketA, socketB] = await Promise.all([a.client.connect(tokenA, HUB_104), b.client.connect(tokenB, HUB_104)]);
    const heardByA: unknown[] = [];
    socketA.on('message', (data) => heardByA.push(JSON.parse(String(data))));
    const heardByB = new Promise((resolve) => socketB.once('message', (data) => resolve(JSON.parse(String(data)))));
    expect((await control<number>(b.id, 'stream.push', HUB_104, { state: 'AddNode', status: 'Started' })).result).toBe(1);
    expect(await heardByB).toEqual({ state: 'AddNode', status: 'Started' });
    const closedB = new Promise((resolve) => socketB.once('close', resolve));
    expect((await control<number>(b.id, 'stream.drop')).result).toBe(1);
    await closedB;
    expect(socketA.readyState).toBe(socketA.OPEN);
    expect(heardByA).toEqual([]);
    expect((await control<unknown[]>(a.id, 'stream.connections')).result).toHaveLength(1);
    socketA.close();
  });

  it('a trainee coming back with the same key (a reload, a lost network) finds the same world', async () => {
    const { result } = await control<{ id: string; key: string }>(undefined, 'worlds.create', 'Cy');
    const token = await worldClient(server, result.key).signIn();
    const again = worldClient(server, result.key);
    expect((await again.call('communities.list', {}, { token, query: { limit: 10 } })).status).toBe(200);
  });
});

describe("error reports sent to the server's DSN", { timeout: 30_000 }, () => {
  const recording = JSON.stringify({ format: 'hub-installer-flight-recording', entries: [{ kind: 'route', path: '/communities' }] });
  /** An envelope as the SDK sends one: an event and the flight recording as its attachment. */
  const envelope = (eventId: string) =>
    [
      JSON.stringify({ event_id: eventId, sent_at: '2026-11-26T09:00:00.000Z' }),
      JSON.stringify({ type: 'event' }),
      JSON.stringify({ event_id: eventId, level: 'error' }),
      JSON.stringify({ type: 'attachment', filename: 'flight-recording.json', content_type: 'application/json', length: new TextEncoder().encode(recording).length }),
      recording,
    ].join('\n');
  const send = (key: string | null, eventId: string, publicKey = parseDsn(server.reportDsn).publicKey) =>
    fetch(`${envelopeUrl(parseDsn(server.reportDsn))}?sentry_version=7&sentry_key=${publicKey}`, { method: 'POST', body: envelope(eventId), headers: key === null ? {} : { [WORLD_HEADER]: key } });

  it("are answered as Sentry answers them and kept, attachment included, by the sender's world alone", async () => {
    expect(server.reportDsn).toBe(`http://simulator@${new URL(server.url).host}/sentry/1`);
    const [a, b] = await Promise.all([
      control<{ id: string; key: string }>(undefined, 'worlds.create', 'Ada'),
      control<{ id: string; key: string }>(undefined, 'worlds.create', 'Bo'),
    ]);
    const response = await send(a.result.key, 'e1');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id: 'e1' });
    const kept = await control<Array<{ eventId: string; attachments: unknown[] }>>(a.result.id, 'reports');
    expect(kept.result.map(({ eventId, attachments }) => ({ eventId, attachments }))).toEqual([
      { eventId: 'e1', attachments: [{ filename: 'flight-recording.json', contentType: 'application/json', text: recording }] },
    ]);
    expect((await control<unknown[]>(b.result.id, 'reports')).result).toEqual([]);
  });

  it("are refused without a live world's key or with another project's key, and kept nowhere", async () => {
    const { result } = await control<{ id: string; key: string }>(undefined, 'worlds.create', 'Cy');
    expect((await send(null, 'e2')).status).toBe(401);
    expect((await send('not-a-key', 'e3')).status).toBe(401);
    expect((await send(result.key, 'e4', 'another-project')).status).toBe(401);
    expect((await control<unknown[]>(result.id, 'reports')).result).toEqual([]);
  });
});

describe('a request that names no live world reaches none', { timeout: 30_000 }, () => {
  it('no key, an unknown key, and the key of an ended world are refused on the API and the stream', async () => {
    const { id, client } = await newWorld('Dee');
    const token = await client.signIn();
    const login = { body: { email: 'installer@demo.test', password: 'install123', applicationId: 'concierge' } };
    expect((await worldClient(server, null).call('auth.login', {}, login)).status).toBe(401);
    expect((await worldClient(server, 'not-a-key').call('auth.login', {}, login)).status).toBe(401);
    await expect(worldClient(server, null).connect(token, HUB_104)).rejects.toThrow('401');
    expect((await control<boolean>(undefined, 'worlds.end', id)).result).toBe(true);
    expect((await client.call('communities.list', {}, { token, query: { limit: 10 } })).status).toBe(401);
    await expect(client.connect(token, HUB_104)).rejects.toThrow('401');
    expect((await control(id, 'clock.now')).status).toBe(404);
  });
});
