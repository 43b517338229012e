// @vitest-environment node
/**
 * Nothing lost (issue 39): `npm run classroom` killed with SIGKILL in the middle of an exercise and
 * started again on the same data directory brings back every world (decision 0395). Only the kill
 * needs a process of its own; the classroom that starts again is the one the command starts
 * (startClassroom with the command's options), in this worker: a second command would load the
 * simulator through a cold Vite once more, about ten seconds of the suite (decision 0495).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { hubSerialKey } from '../../../app/config/env';
import { worldClient } from '../../testing/worldClient';
import { CONTROL_PATH } from '../controlRoute';
import { API_PATH, STREAM_PATH } from '../startServer';
import { startClassroom, type ClassroomServer } from './startClassroom';
import { WORLD_COOKIE } from '../worldKey';

const CLASS_CODE = 'maple-7';
const TOKEN = 'a-trainer-token-of-enough-length';
/** The first-install exercise: unit 101 (address 1001) has no hub; HB2-1000901 is free. */
const FREE_HUB = 'HB2-1000901';
const UNIT = 1001;
const FAULT = { kind: 'http', call: 'communities.list', status: 503 };

const appDir = mkdtempSync(join(tmpdir(), 'kept-class-app-'));
const dataDir = mkdtempSync(join(tmpdir(), 'kept-class-data-'));
writeFileSync(join(appDir, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
// The settings stamp of scripts/cli/classroom.mjs: this build counts as made for the classroom, so none is made.
writeFileSync(join(appDir, 'classroom-build.json'), JSON.stringify({ VITE_API_BASE_URL: '/api', VITE_HUB_STREAM_URL: '/stream', VITE_FLAG_SERVICE_URL: '/flags' }));

const running: ChildProcess[] = [];
let restarted: ClassroomServer | undefined;
afterAll(async () => {
  running.forEach((child) => child.kill('SIGKILL'));
  await restarted?.close();
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Starts the classroom command; resolves with its address once its banner is printed. */
async function startCommand(): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['scripts/cli/classroom.mjs', '--port', String(port), '--host', '127.0.0.1', '--class-code', CLASS_CODE, '--app-dir', appDir, '--data-dir', dataDir], {
    env: { ...process.env, SIMULATOR_CONTROL_TOKEN: TOKEN },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const seen = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Trainer console:')) resolve();
    };
    child.stdout!.on('data', seen);
    child.stderr!.on('data', seen);
    child.once('exit', (code) => reject(new Error(`The classroom exited (${code}): ${output}`)));
  });
  return { child, url: `http://127.0.0.1:${port}` };
}

function killed(child: ChildProcess): Promise<NodeJS.Signals | null> {
  return new Promise((resolve) => {
    child.once('exit', (_, signal) => resolve(signal));
    child.kill('SIGKILL');
  });
}

function classroom(url: string) {
  const client = (key: string) => worldClient({ url, apiBaseUrl: `${url}${API_PATH}`, streamUrl: `${url.replace(/^http/, 'ws')}${STREAM_PATH}` }, key);
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${url}${path}`, { method: 'POST', redirect: 'manual', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return {
    client,
    async join(name: string): Promise<string> {
      const response = await fetch(`${url}/join`, { method: 'POST', redirect: 'manual', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ name, code: CLASS_CODE }).toString() });
      const cookie = response.headers.get('set-cookie') ?? '';
      return cookie.slice(`${WORLD_COOKIE}=`.length, cookie.indexOf(';'));
    },
    async control<R>(world: string, call: string, ...args: unknown[]): Promise<R> {
      const answer = (await (await post(CONTROL_PATH, { call, args, world }, { Authorization: `Bearer ${TOKEN}` })).json()) as { result: R };
      return answer.result;
    },
    async me(key: string): Promise<{ name: string; hint: { id: number; text: string } | null }> {
      return (await (await post('/__classroom/me', {}, { Cookie: `${WORLD_COOKIE}=${key}` })).json()) as { name: string; hint: { id: number; text: string } | null };
    },
  };
}

/** What a world shows of itself: every part the issue names. */
async function worldState(room: ReturnType<typeof classroom>, id: string) {
  const [now, paused, speed, faults, exercise, hubs] = await Promise.all([
    room.control<number>(id, 'clock.now'),
    room.control<boolean>(id, 'clock.paused'),
    room.control<number>(id, 'clock.speed'),
    room.control<unknown[]>(id, 'faults.list'),
    room.control<unknown>(id, 'exercise.status'),
    room.control<Array<{ addressId: number | null }>>(id, 'db.find', 'hubs', { hub_serial_number: FREE_HUB }),
  ]);
  return { now, paused, speed, faults, exercise, hub: hubs.map((hub) => hub.addressId) };
}

/** Polls the world's file (no sleep): resolves once the store has written what `has` looks for. */
async function stored(id: string, has: (entries: Record<string, unknown>) => boolean): Promise<void> {
  const file = join(dataDir, 'worlds', `${id}.json`);
  await vi.waitFor(() => {
    expect(existsSync(file)).toBe(true);
    expect(has((JSON.parse(readFileSync(file, 'utf8')) as { entries: Record<string, unknown> }).entries)).toBe(true);
  }, { timeout: 30_000, interval: 20 });
}

describe('a class killed mid-exercise', () => {
  it('comes back whole: every world, its cookie, session, data, clock, faults, hints and objectives', { timeout: 120_000 }, async () => {
    const first = await startCommand();
    let room = classroom(first.url);
    const ada = await room.join('Ada');
    const bo = await room.join('Bo');
    const ids = await room.control<Array<{ id: string; name: string }>>('default', 'worlds.list');
    const adaId = ids.find((world) => world.name === 'Ada')!.id;

    const token = await room.client(ada).signIn();
    expect((await room.client(ada).call('hubs.associate', {}, { token, body: { [hubSerialKey]: FREE_HUB, address_id: UNIT } })).status).toBe(200);
    await room.control(adaId, 'faults.add', FAULT);
    const hint = await room.control<string>(adaId, 'exercise.showHint');
    await room.control(adaId, 'clock.setSpeed', 4);
    await room.control(adaId, 'clock.pause');
    await room.control(adaId, 'clock.jump', 90_000);
    const before = await worldState(room, adaId);
    expect(before).toMatchObject({ paused: true, speed: 4, hub: [UNIT], exercise: { objectives: [{ met: true }, { met: false }, { met: false }, { met: false }], hints: { shown: [hint] } } });

    await stored(adaId, (entries) => {
      const text = JSON.stringify(entries);
      return (entries.clock as { simTime?: number } | undefined)?.simTime === before.now && text.includes('"hints":[0]') && text.includes(FAULT.call) && text.includes('"addressId":1001');
    });
    expect(await killed(first.child)).toBe('SIGKILL');

    restarted = await startClassroom({ port: 0, host: '127.0.0.1', scenario: 'exercise-first-install', allowedOrigins: [], controlToken: TOKEN, appDir, classCode: CLASS_CODE, dataDir });
    room = classroom(restarted.url);
    expect((await room.control<Array<{ id: string; name: string }>>('default', 'worlds.list')).map(({ id, name }) => ({ id, name }))).toEqual(ids.map(({ id, name }) => ({ id, name })));
    expect(await room.me(ada)).toMatchObject({ name: 'Ada', hint: { text: hint } });
    expect(await room.me(bo)).toMatchObject({ name: 'Bo', hint: null });
    expect(await worldState(room, adaId)).toEqual(before);
    // The same session token still works in Ada's world, where the fault still answers; Bo's world has neither.
    expect((await room.client(ada).call('communities.list', {}, { token, query: { limit: 10 } })).status).toBe(FAULT.status);
    expect((await room.client(bo).call('communities.list', {}, { token, query: { limit: 10 } })).status).toBe(401);
    // A new trainee gets a new world beside them, not one of theirs.
    await room.join('Cy');
    expect((await room.control<Array<{ name: string }>>('default', 'worlds.list')).map(({ name }) => name)).toEqual(['Ada', 'Bo', 'Cy']);
  });
});
