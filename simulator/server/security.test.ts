// @vitest-environment node
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { hostProblem, isLoopbackHost } from './controlAccess';
import { CONTROL_PATH } from './controlRoute';
import { startSimulatorServer, type SimulatorServer } from './startServer';

const APP_ORIGIN = 'http://localhost:4998';
const EVIL_ORIGIN = 'http://evil.example';
const HUB_104 = 'HB2-1000104';
const INSTALLER = { email: 'installer@demo.test', password: 'install123' };
const CONTROL_TOKEN = 'a-control-token-for-the-tests';
const MAX_BODY = 64 * 1024;

let server: SimulatorServer;

// One server for the file: refused calls change nothing, and the ones let through only read.
beforeAll(async () => {
  server = await startSimulatorServer({ port: 0, allowedOrigins: [APP_ORIGIN], controlToken: CONTROL_TOKEN, maxBodyBytes: MAX_BODY });
});
afterAll(() => server.close());

function post(headers: Record<string, string>, body: string = JSON.stringify({ call: 'clock.pause' })) {
  return fetch(`${server.url}${CONTROL_PATH}`, { method: 'POST', headers, body });
}

const authorized = { Authorization: `Bearer ${CONTROL_TOKEN}`, 'Content-Type': 'application/json' };

async function control<R>(call: string, ...args: unknown[]): Promise<R> {
  const response = await post(authorized, JSON.stringify({ call, args }));
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { result: R }).result;
}

async function signIn(): Promise<string> {
  const response = await fetch(`${server.apiBaseUrl}/v4/installer/login/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...INSTALLER, applicationId: 'concierge' }),
  });
  return ((await response.json()) as { token: string }).token;
}

describe('the control API refuses whoever has no business driving the simulator', () => {
  it.each([
    ['no token', 401, { 'Content-Type': 'application/json' }],
    ['a wrong token', 401, { Authorization: 'Bearer not-the-control-token', 'Content-Type': 'application/json' }],
    ['the token as a session token', 401, { Authorization: `Token ${CONTROL_TOKEN}`, 'Content-Type': 'application/json' }],
    ['text/plain with the token', 415, { Authorization: `Bearer ${CONTROL_TOKEN}`, 'Content-Type': 'text/plain' }],
    ['a form post with the token', 415, { Authorization: `Bearer ${CONTROL_TOKEN}`, 'Content-Type': 'application/x-www-form-urlencoded' }],
    ['a foreign origin with the token', 403, { ...authorized, Origin: EVIL_ORIGIN }],
    ['a foreign origin posting text/plain (CSRF)', 403, { Origin: EVIL_ORIGIN, 'Content-Type': 'text/plain' }],
  ] as const)('%s: %i, and the call does not run', async (_, status, headers) => {
    const response = await post(headers);
    expect(response.status).toBe(status);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(server.control.clock.paused()).toBe(false);
  });

  it('runs a call with the token from an allowed origin or from no browser', async () => {
    expect((await post({ ...authorized, Origin: APP_ORIGIN }, JSON.stringify({ call: 'clock.paused' }))).status).toBe(200);
    expect(await control<boolean>('clock.paused')).toBe(false);
  });

  it('answers a declared 50 MB body with 413 at once', async () => {
    const response = await new Promise<number>((resolve, reject) => {
      const sent = httpRequest(`${server.url}${CONTROL_PATH}`, { method: 'POST', headers: { ...authorized, 'Content-Length': String(50 * 1024 * 1024) } });
      sent.on('response', (answer) => resolve(answer.statusCode ?? 0));
      sent.on('error', reject);
      sent.flushHeaders();
    });
    expect(response).toBe(413);
  });

  it('answers a streamed body over the cap with 413 without reading the rest (no Content-Length)', async () => {
    const total = 50 * 1024 * 1024;
    const chunk = Buffer.alloc(16 * 1024, 'x');
    const { status, sentBytes } = await new Promise<{ status: number; sentBytes: number }>((resolve) => {
      let sentBytes = 0;
      let answered = false;
      const sent = httpRequest(`${server.url}${CONTROL_PATH}`, { method: 'POST', headers: authorized });
      sent.on('response', (answer) => {
        answered = true;
        resolve({ status: answer.statusCode ?? 0, sentBytes });
      });
      // Writing into a connection the server closed fails; the answer is what counts.
      sent.on('error', () => resolve({ status: 0, sentBytes }));
      const write = () => {
        while (!answered && sentBytes < total) {
          sentBytes += chunk.length;
          if (!sent.write(chunk)) {
            sent.once('drain', write);
            return;
          }
        }
        if (!answered) sent.end();
      };
      write();
    });
    expect(status).toBe(413);
    expect(sentBytes).toBeLessThan(total / 2);
  });

  it('refuses an API body over the cap too', async () => {
    const response = await fetch(`${server.apiBaseUrl}/v4/installer/login/`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: 'x'.repeat(MAX_BODY + 1) });
    expect(response.status).toBe(413);
  });
});

describe('control answers carry no password or session token', () => {
  // A saved scenario of the default world is large: seconds on a loaded machine, hence the bound.
  it('db.list users, db.find sessions and the trace of a stream connection', async () => {
    const token = await signIn();
    const socket = new WebSocket(`${server.streamUrl}?${new URLSearchParams({ token, hubSerialNumber: HUB_104 })}`);
    await new Promise((resolve) => socket.once('open', resolve));
    const answers = JSON.stringify([
      await control('db.list', 'users'),
      await control('db.find', 'sessions', {}),
      await control('db.find', 'sessions', { token }),
      await control('trace'),
      await control('calls'),
      await control('stream.connections'),
      await control('saveScenario'),
    ]);
    socket.close();
    expect(server.control.db.find('sessions', { token })).toHaveLength(1);
    expect(answers).not.toContain(token);
    expect(answers).not.toContain(INSTALLER.password);
    expect(answers).toContain('[redacted]');
    const users = await control<Array<{ email: string; password: string }>>('db.list', 'users');
    expect(users.find((user) => user.email === INSTALLER.email)?.password).toBe('[redacted]');
  }, 20_000);
});

describe('the hub stream checks the browser origin of the upgrade', () => {
  function upgrade(origin: string | undefined, token: string): Promise<number> {
    return new Promise((resolve) => {
      const socket = new WebSocket(`${server.streamUrl}?${new URLSearchParams({ token, hubSerialNumber: HUB_104 })}`, origin ? { origin } : {});
      socket.once('open', () => {
        socket.close();
        resolve(101);
      });
      socket.once('unexpected-response', (_, response) => resolve(response.statusCode ?? 0));
    });
  }

  it('refuses a foreign origin even with a valid token, and opens for the app or no browser', async () => {
    const token = await signIn();
    expect(await upgrade(EVIL_ORIGIN, token)).toBe(403);
    expect(await upgrade(APP_ORIGIN, token)).toBe(101);
    expect(await upgrade(undefined, token)).toBe(101);
  });
});

describe('listening beyond loopback', () => {
  it.each([
    ['localhost', true],
    ['127.0.0.1', true],
    ['127.1.2.3', true],
    ['::1', true],
    ['[::1]', true],
    ['0.0.0.0', false],
    ['::', false],
    ['192.168.1.20', false],
    ['classroom.local', false],
  ])('%s is loopback: %s', (host, loopback) => {
    expect(isLoopbackHost(host)).toBe(loopback);
    expect(hostProblem(host, false) === null).toBe(loopback);
    expect(hostProblem(host, true)).toBeNull();
  });

  it('refuses --host 0.0.0.0 without a control token, before listening', async () => {
    await expect(startSimulatorServer({ port: 0, host: '0.0.0.0', allowedOrigins: [] })).rejects.toThrow(/--host 0\.0\.0\.0 .*control token/);
  });

  it('refuses a guessable token', async () => {
    await expect(startSimulatorServer({ port: 0, allowedOrigins: [], controlToken: 'short' })).rejects.toThrow(/at least 16 characters/);
  });
});
