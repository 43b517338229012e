// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { CONTROL_PATH } from './controlRoute';
import { startSimulatorServer, type SimulatorServer } from './startServer';

const APP_ORIGIN = 'http://localhost:4999';
const HUB_104 = 'HB2-1000104';

let server: SimulatorServer;

// One server for the file: starting one seeds a whole scenario, and no test here changes the data.
beforeAll(async () => {
  server = await startSimulatorServer({ port: 0, allowedOrigins: [APP_ORIGIN] });
});
afterAll(() => server.close());
beforeEach(() => server.control.clearCalls());

async function signIn(): Promise<string> {
  const response = await fetch(`${server.apiBaseUrl}/v4/installer/login/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: APP_ORIGIN },
    body: JSON.stringify({ email: 'installer@demo.test', password: 'install123', applicationId: 'concierge' }),
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
  return ((await response.json()) as { token: string }).token;
}

type Opened = { opened: true; socket: WebSocket } | { opened: false; status: number };

function connect(query: Record<string, string>): Promise<Opened> {
  return new Promise((resolve) => {
    const socket = new WebSocket(`${server.streamUrl}?${new URLSearchParams(query)}`);
    socket.once('open', () => resolve({ opened: true, socket }));
    socket.once('unexpected-response', (_, response) => resolve({ opened: false, status: response.statusCode ?? 0 }));
  });
}

function nextMessage(socket: WebSocket): Promise<unknown> {
  return new Promise((resolve) => socket.once('message', (data) => resolve(JSON.parse(String(data)))));
}

describe('the simulator server over real HTTP', () => {
  it('signs in, then answers a call with the token and refuses one without', async () => {
    const token = await signIn();
    const withToken = await fetch(`${server.apiBaseUrl}/v4/installer/community/?limit=100`, { headers: { Authorization: `Token ${token}` } });
    expect(withToken.status).toBe(200);
    const without = await fetch(`${server.apiBaseUrl}/v4/installer/community/?limit=100`);
    expect(without.status).toBe(401);
    expect(await without.json()).toEqual({ detail: 'Invalid token.' });
  });

  it('answers the preflight of an allowed origin and refuses another', async () => {
    const preflight = (origin: string) =>
      fetch(`${server.apiBaseUrl}/v4/installer/community/`, {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'authorization' },
      });
    const allowed = await preflight(APP_ORIGIN);
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    expect(allowed.headers.get('access-control-allow-headers')).toMatch(/Authorization/);
    const other = await preflight('http://evil.example');
    expect(other.status).toBe(403);
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it("dates its answers by the world's clock and lets the app's origin read that Date (decision 0381)", async () => {
    const answer = await fetch(`${server.apiBaseUrl}/v4/installer/community/?limit=1`, { headers: { Origin: APP_ORIGIN } });
    expect(answer.headers.get('access-control-expose-headers')).toBe('Date');
    const dated = Date.parse(answer.headers.get('date') ?? '');
    // The world runs at real speed from its scenario's start: within the second the answer took.
    expect(Math.abs(dated - server.control.clock.now())).toBeLessThan(2_000);
  });

  it('answers a path no handler knows with 404', async () => {
    expect((await fetch(`${server.url}/nothing-here`)).status).toBe(404);
  });

  it('runs the control API with its token: calls made over HTTP are in its log', async () => {
    await signIn();
    const headers = { Authorization: `Bearer ${server.controlToken}`, 'Content-Type': 'application/json' };
    const response = await fetch(`${server.url}${CONTROL_PATH}`, { method: 'POST', headers, body: JSON.stringify({ call: 'calls' }) });
    const { result } = (await response.json()) as { result: Array<{ name: string; status: number }> };
    expect(result.map((call) => [call.name, call.status])).toEqual([['auth.login', 200]]);
    const refused = await fetch(`${server.url}${CONTROL_PATH}`, { method: 'POST', headers, body: JSON.stringify({ call: 'constructor.name' }) });
    expect(refused.status).toBe(400);
  });
});

describe('the hub stream over a real WebSocket', () => {
  it('refuses the upgrade without a valid token, as a deployment would (HTTP 401)', async () => {
    expect(await connect({ token: 'nope', hubSerialNumber: HUB_104 })).toEqual({ opened: false, status: 401 });
  });

  it('opens with a token and the hub, carries what the hub pushes, and sees the client close', async () => {
    const token = await signIn();
    const connection = await connect({ token, hubSerialNumber: HUB_104 });
    if (!connection.opened) throw new Error(`refused: ${connection.status}`);
    expect(server.control.stream.connections(HUB_104)).toHaveLength(1);
    const message = nextMessage(connection.socket);
    expect(server.control.stream.push(HUB_104, { state: 'AddNode', status: 'Started' })).toBe(1);
    expect(await message).toEqual({ state: 'AddNode', status: 'Started' });
    const closed = new Promise((resolve) => connection.socket.once('close', resolve));
    connection.socket.close(1000, 'intentionally_closed_by_client');
    await closed;
    await expect.poll(() => server.control.stream.connections(HUB_104)).toHaveLength(0);
  });

  it('a dropped stream reaches the client as close 1006', async () => {
    const token = await signIn();
    const connection = await connect({ token, hubSerialNumber: HUB_104 });
    if (!connection.opened) throw new Error(`refused: ${connection.status}`);
    const code = new Promise((resolve) => connection.socket.once('close', (closeCode) => resolve(closeCode)));
    expect(server.control.stream.drop(HUB_104)).toBe(1);
    expect(await code).toBe(1006);
  });
});

describe('idle kept-alive connections (decision 0457)', () => {
  it('are kept 65 s, past nginx\'s 60 s, and the answer tells the client so', async () => {
    const { request } = await import('node:http');
    const keepAlive = await new Promise<string>((resolve, reject) => {
      const asked = request(`${server.apiBaseUrl}/v4/installer/login/`, { method: 'OPTIONS', headers: { Origin: APP_ORIGIN, Connection: 'keep-alive' } }, (response) => {
        response.resume();
        resolve(String(response.headers['keep-alive']));
      });
      asked.once('error', reject);
      asked.end();
    });
    expect(keepAlive).toBe('timeout=65');
  });
});
