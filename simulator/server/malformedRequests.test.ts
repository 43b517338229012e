// @vitest-environment node
/**
 * Issue 35: no request ends the simulator server or the classroom, and each malformed one is
 * answered with a 4xx and a message. Raw sockets send what fetch refuses to (broken request lines,
 * undecodable cookies, upgrades); the loop is bounded in count and in time, on loopback only.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join as joinPath } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { startClassroom, type ClassroomServer } from './classroom/startClassroom';
import { CONTROL_PATH } from './controlRoute';
import { reportDsnOf } from './reportDsn';
import { startSimulatorServer, type SimulatorServer } from './startServer';
import { WORLD_COOKIE } from './worldKey';
import { MAX_MESSAGE_BYTES } from './wsTransport';

const APP_ORIGIN = 'http://localhost:4997';
const CONTROL_TOKEN = 'a-control-token-for-the-fuzz-test';
const CLASS_CODE = 'fuzz-42';
const MAX_WORLDS = 2;
/** Each answer comes within this; a connection the server leaves open fails the case. */
const ANSWER_MS = 5_000;

let simulator: SimulatorServer;
let classroom: ClassroomServer;

beforeAll(async () => {
  const appDir = mkdtempSync(joinPath(tmpdir(), 'fuzz-app-'));
  writeFileSync(joinPath(appDir, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  simulator = await startSimulatorServer({ port: 0, allowedOrigins: [APP_ORIGIN], controlToken: CONTROL_TOKEN, maxWorlds: MAX_WORLDS, maxBodyBytes: 64 * 1024 });
  classroom = await startClassroom({ port: 0, allowedOrigins: [APP_ORIGIN], controlToken: CONTROL_TOKEN, appDir, classCode: CLASS_CODE, maxWorlds: MAX_WORLDS });
}, 60_000);
afterAll(async () => {
  await simulator?.close();
  await classroom?.close();
});

interface Answer {
  status: number;
  body: string;
}

const portOf = (url: string) => Number(new URL(url).port);

/** Sends `text` as is and reads the answer until the server closes or the body is complete. */
function raw(url: string, text: string | Buffer): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port: portOf(url) });
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`No complete answer within ${ANSWER_MS} ms to ${JSON.stringify(String(text).slice(0, 120))}`));
    }, ANSWER_MS);
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      const received = Buffer.concat(chunks).toString('latin1');
      const [head = '', ...rest] = received.split('\r\n\r\n');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), body: rest.join('\r\n\r\n') });
    };
    socket.on('data', (chunk) => {
      chunks.push(chunk);
      const received = Buffer.concat(chunks).toString('latin1');
      const end = received.indexOf('\r\n\r\n');
      const length = /\r\ncontent-length: *(\d+)/i.exec(received.slice(0, end))?.[1];
      if (end >= 0 && length !== undefined && received.length - end - 4 >= Number(length)) finish();
    });
    socket.on('close', finish);
    // The server may answer and close before it has read everything sent.
    socket.on('error', () => undefined);
    socket.end(text);
  });
}

const UPGRADE = 'Connection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n';
const request = (line: string, headers = '', body = '') => `${line}\r\nHost: localhost\r\nConnection: close\r\n${headers}\r\n${body}`;
const upgrade = (target: string, headers = '') => `GET ${target} HTTP/1.1\r\nHost: localhost\r\n${UPGRADE}${headers}\r\n`;

function expectRefused(answer: Answer, what: string, status?: number) {
  expect(answer.status, `${what}: ${answer.body.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
  expect(answer.status, `${what}: ${answer.body.slice(0, 200)}`).toBeLessThan(500);
  if (status !== undefined) expect(answer.status, what).toBe(status);
  expect(answer.body.trim().length, `${what} comes with a message`).toBeGreaterThan(0);
}

/** The server still answers: the simulator server's API a 404, the classroom's (no world) a 401. */
async function expectUp(url: string) {
  expect([401, 404]).toContain((await fetch(`${url}/api/nothing`)).status);
}

async function signIn(): Promise<string> {
  const login = await fetch(`${simulator.apiBaseUrl}/v4/installer/login/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'installer@demo.test', password: 'install123', applicationId: 'concierge' }),
  });
  return ((await login.json()) as { token: string }).token;
}

describe('the requests issue 35 found, one by one', { timeout: 30_000 }, () => {
  const servers = () => [
    ['simulator server', simulator.url],
    ['classroom', classroom.url],
  ] as const;

  it('an undecodable world cookie on the stream upgrade is refused (401), and the server stays up', async () => {
    for (const [name, url] of servers()) {
      expectRefused(await raw(url, upgrade('/stream', `Cookie: ${WORLD_COOKIE}=%E0%A4%A\r\n`)), name, 401);
      await expectUp(url);
    }
  });

  it('an unparseable upgrade target is refused (400), and the server stays up', async () => {
    for (const [name, url] of servers()) {
      expectRefused(await raw(url, upgrade('http://[/stream')), name, 400);
      await expectUp(url);
    }
  });

  it('on plain HTTP: the cookie on an API call is 401, an undecodable path 404, an unparseable target 400', async () => {
    for (const [name, url] of servers()) {
      expectRefused(await raw(url, request('GET /api/v4/installer/community/ HTTP/1.1', `Cookie: ${WORLD_COOKIE}=%E0%A4%A\r\n`)), `${name}: cookie`, 401);
      expectRefused(await raw(url, request('GET /api/%E0%A4%A HTTP/1.1')), `${name}: /api path`, 404);
      expectRefused(await raw(url, request('GET http://[ HTTP/1.1')), `${name}: target`, 400);
    }
    expectRefused(await raw(classroom.url, request('GET /%E0%A4%A HTTP/1.1')), 'classroom: app path', 404);
  });

  it('a control call that throws answers 400 with the reason', async () => {
    const call = (body: object) =>
      fetch(`${simulator.url}${CONTROL_PATH}`, { method: 'POST', headers: { Authorization: `Bearer ${CONTROL_TOKEN}`, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    for (const [body, reason] of [
      [{ call: 'db.update', args: ['nothing', {}, {}] }, /Unknown collection "nothing"/],
      [{ call: 'clock.setSpeed', args: [1e9] }, /Clock speed must be/],
      [{ call: 'clock.advance', args: [-5] }, /clock\.advance takes a number of milliseconds from 0/],
      [{ call: 'clock.jump', args: ['soon'] }, /clock\.jump takes a number of milliseconds from 0/],
    ] as const) {
      const response = await call(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(((await response.json()) as { error: string }).error).toMatch(reason);
    }
  });

  it('a world beyond the cap answers 503 with the reason', async () => {
    const create = () =>
      fetch(`${simulator.url}${CONTROL_PATH}`, { method: 'POST', headers: { Authorization: `Bearer ${CONTROL_TOKEN}`, 'Content-Type': 'application/json' }, body: JSON.stringify({ call: 'worlds.create', args: ['fuzz'] }) });
    const answers = [];
    for (let index = 0; index <= MAX_WORLDS; index++) answers.push(await create());
    const last = answers.at(-1)!;
    expect(last.status).toBe(503);
    expect(await last.json()).toEqual({ error: `This server already runs ${MAX_WORLDS} worlds` });
  });

  it('a client that drops a half-sent body leaves one line in the log, no stack', async () => {
    const logged = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const dropped = 20;
    for (let index = 0; index < dropped; index++) {
      const socket = connect({ host: '127.0.0.1', port: portOf(simulator.url) });
      socket.on('error', () => undefined);
      socket.write(request('POST /api/v4/installer/login/ HTTP/1.1', 'Content-Type: application/json\r\nContent-Length: 1000\r\n', '{"email":'));
      // A round trip after the write: the server has read the half-sent request before the client leaves.
      await new Promise((resolve) => socket.once('connect', resolve));
      await fetch(`${simulator.url}/api/nothing`);
      socket.destroy();
    }
    await expect.poll(() => logged.mock.calls.length).toBe(dropped);
    for (const args of logged.mock.calls) {
      expect(args).toHaveLength(1);
      expect(String(args[0])).not.toContain('\n');
    }
    await expectUp(simulator.url);
  });

  it('a broken frame on an open stream closes that stream (1002), and the server stays up', async () => {
    const token = await signIn();
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const socket = connect({ host: '127.0.0.1', port: portOf(simulator.url) });
    const received: Buffer[] = [];
    socket.on('data', (chunk) => {
      received.push(chunk);
      // A frame with the reserved opcode 0xF, masked as a client's must be.
      if (Buffer.concat(received).includes('101 Switching')) socket.write(Buffer.from([0x8f, 0x80, 0, 0, 0, 0]));
    });
    const closed = new Promise((resolve) => socket.on('close', resolve));
    socket.write(upgrade(`/stream?${new URLSearchParams({ token, hubSerialNumber: 'HB2-1000104' })}`));
    await closed;
    const frames = Buffer.concat(received);
    const closeFrame = frames.subarray(frames.indexOf('\r\n\r\n') + 4);
    expect(closeFrame[0]).toBe(0x88);
    expect(closeFrame.readUInt16BE(2)).toBe(1002);
    expect(warned).toHaveBeenCalledWith('Simulator server: a hub stream closed on a frame it refuses: Invalid WebSocket frame: invalid opcode 15');
    await expectUp(simulator.url);
  });

  it('a message larger than the stream takes closes that stream (1009)', async () => {
    const socket = new WebSocket(`${simulator.streamUrl}?${new URLSearchParams({ token: await signIn(), hubSerialNumber: 'HB2-1000104' })}`);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await new Promise((resolve) => socket.once('open', resolve));
    const code = new Promise((resolve) => socket.once('close', resolve));
    socket.send('x'.repeat(MAX_MESSAGE_BYTES + 1));
    expect(await code).toBe(1009);
    await expectUp(simulator.url);
  });
});

/** Several hundred malformed requests, each a mix of what went wrong; both servers answer each with a 4xx and a message. */
function malformedRequests(): Array<{ kind: string; text: string }> {
  const cookies = [`${WORLD_COOKIE}=%E0%A4%A`, `${WORLD_COOKIE}=%`, `${WORLD_COOKIE}=%zz%`, `${WORLD_COOKIE}`, `=;;; ${WORLD_COOKIE}==%`, `${WORLD_COOKIE}=${'%41'.repeat(2000)}`, `a=%E0; ${WORLD_COOKIE}=not-a-world`];
  const targets = ['http://[', 'http://[/stream', '/api/%E0%A4%A', '/%E0%A4%A', '/stream/%E0', '/__simulator/%', '/api/v4/installer/community/?limit=%E0%A4%A', '/flags/%ff', '/sentry/api/1/envelope/%', 'http://[::1/api'];
  const cases: Array<{ kind: string; text: string }> = [];
  for (const cookie of cookies) {
    for (const target of targets) {
      cases.push({ kind: 'cookie × target', text: request(`GET ${target} HTTP/1.1`, `Cookie: ${cookie}\r\n`) });
      cases.push({ kind: 'upgrade: cookie × target', text: upgrade(target, `Cookie: ${cookie}\r\n`) });
    }
    cases.push({ kind: 'cookie on an API call', text: request('GET /api/v4/installer/community/ HTTP/1.1', `Cookie: ${cookie}\r\n`) });
    cases.push({ kind: 'upgrade: cookie on the stream', text: upgrade('/stream?token=x&hubSerialNumber=HB2-1000104', `Cookie: ${cookie}\r\n`) });
  }
  const lines = ['GET http://[ HTTP/1.1', 'FOO / HTTP/1.1', 'GET / HTTP/9.9', 'GET  HTTP/1.1', 'GET /\x00 HTTP/1.1', 'GET / HTTP/1.1 extra', '\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03', 'CONNECT localhost:80 HTTP/1.1', `GET /${'a'.repeat(20_000)} HTTP/1.1`];
  for (const line of lines) cases.push({ kind: 'request line', text: request(line) });
  const methods = ['PUT /join', 'DELETE /console', 'PATCH /__simulator/control', 'GET /__simulator/control', 'PUT /__classroom/me', 'TRACE /', 'DELETE /__classroom/trainees'];
  for (const method of methods) cases.push({ kind: 'method', text: request(`${method} HTTP/1.1`, 'Content-Length: 0\r\n') });
  const headers = ['Content-Length: abc\r\n', 'Content-Length: 5\r\nContent-Length: 6\r\n', 'Transfer-Encoding: chunked\r\nContent-Length: 3\r\n', 'Bad Header: x\r\n', 'X-Long: ' + 'x'.repeat(20_000) + '\r\n', 'X-Simulator-World: %E0%A4%A\r\n', 'X-Simulator-World: \xff\xfe\r\n', 'Origin: http://evil.example\r\n', 'Authorization: Bearer \xff\r\n', 'Cookie: \xe0\xa4\r\n'];
  for (const header of headers) {
    for (const target of ['/api/v4/installer/community/', CONTROL_PATH, '/join', '/stream']) cases.push({ kind: 'header', text: request(`POST ${target} HTTP/1.1`, header) });
  }
  const json = (target: string, body: string, extra = '') => request(`POST ${target} HTTP/1.1`, `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n${extra}`, body);
  const asTrainer = `Authorization: Bearer ${CONTROL_TOKEN}\r\n`;
  const controlBodies = ['{', '[]', 'null', '"x"', '{"call":"__proto__.constructor"}', '{"call":"constructor"}', '{"call":"clock.advance","args":[-5]}', '{"call":"clock.advance","args":["1e400"]}', '{"call":"clock.jump","args":[null]}', '{"call":"clock.setSpeed","args":[1e9]}', '{"call":"clock.setSpeed","args":[-1]}', '{"call":"db.update","args":["nope",{},{}]}', '{"call":"db.list","args":["nope"]}', '{"call":"db.find","args":["nope",{}]}', '{"call":"db.create","args":["nope",{}]}', '{"call":"db.remove","args":["nope",{}]}', '{"call":"worlds.create","args":["x","no-such-scenario"]}', '{"call":"clock.pause","world":"w999"}', '{"call":"x","args":{}}'];
  for (const body of controlBodies) cases.push({ kind: 'control body', text: json(CONTROL_PATH, body, asTrainer) });
  const apiBodies = ['{', '[]', 'null', '{"email":1}', '\xff\xfe', '{"email":"a","password":"b","applicationId":"c"}'];
  for (const body of apiBodies) cases.push({ kind: 'API body', text: json('/api/v4/installer/login/', body) });
  const sentry = `${new URL(reportDsnOf('http://localhost:1')).pathname.replace(/\/1$/, '')}/api/1/envelope/?sentry_key=simulator`;
  for (const body of ['', '{', '{}\n{', '{}\n{"type":"event","length":99999}\n{}', '{}\n{"type":"attachment"}\nx', '{}\n{"type":"event"}\nnot json']) cases.push({ kind: 'report body', text: request(`POST ${sentry} HTTP/1.1`, `Content-Length: ${Buffer.byteLength(body)}\r\n`, body) });
  for (const body of ['name=', 'name=%E0%A4%A', 'code=x', `name=${'x'.repeat(100)}&code=wrong`, '%%%', 'name=Ada&code=%ff']) cases.push({ kind: 'join body', text: request('POST /join HTTP/1.1', `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${Buffer.byteLength(body)}\r\n`, body) });
  cases.push({ kind: 'chunked body', text: request('POST /api/v4/installer/login/ HTTP/1.1', 'Transfer-Encoding: chunked\r\n', 'zz\r\nabc\r\n0\r\n\r\n') });
  const upgrades = [upgrade('/api/v4/installer/community/'), upgrade('/stream').replace('Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n', ''), upgrade('/stream').replace('websocket', 'h2c'), upgrade('/stream').replace('Version: 13', 'Version: 99'), upgrade('/stream').replace('GET', 'POST'), upgrade('/stream?world=%E0%A4%A'), upgrade('/stream', 'Origin: http://evil.example\r\n'), upgrade('/stream', 'X-Simulator-World: nope\r\n'), upgrade('/%E0%A4%A'), upgrade('*')];
  for (const text of upgrades) cases.push({ kind: 'upgrade', text });
  return cases;
}

describe('a fuzz of malformed requests', () => {
  it('both servers answer each with a 4xx and a message, and stay up', { timeout: 120_000 }, async () => {
    const cases = malformedRequests();
    const started = performance.now();
    const kinds = new Map<string, number>();
    for (const [name, url] of [
      ['simulator server', simulator.url],
      ['classroom', classroom.url],
    ] as const) {
      for (const { kind, text } of cases) {
        expectRefused(await raw(url, Buffer.from(text, 'latin1')), `${name}, ${kind}: ${JSON.stringify(text.slice(0, 120))}`);
        kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
      }
      await expectUp(url);
    }
    const sent = [...kinds.values()].reduce((sum, count) => sum + count, 0);
    expect(sent).toBeGreaterThanOrEqual(300);
    expect(performance.now() - started).toBeLessThan(100_000);
  });
});
