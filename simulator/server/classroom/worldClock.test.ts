// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join as joinPath } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CONTROL_PATH } from '../controlRoute';
import { startClassroom, type ClassroomServer } from './startClassroom';
import { CLOCK_PATH, CLOCK_SCRIPT_PATH } from './worldClock';

const ROOM = 'http://192.168.1.20:4500';
let server: ClassroomServer;

beforeAll(async () => {
  const appDir = mkdtempSync(joinPath(tmpdir(), 'classroom-clock-'));
  writeFileSync(joinPath(appDir, 'index.html'), '<!doctype html><html><head><title>app</title><script type="module" crossorigin src="/app.js"></script></head><body></body></html>');
  server = await startClassroom({ port: 0, allowedOrigins: [ROOM], scenario: 'exercise-first-install', appDir, maxWorlds: 1 });
}, 60_000);
afterAll(() => server.close());

const at = (path: string, init: RequestInit = {}) => fetch(`${server.url}${path}`, { redirect: 'manual', ...init });
const trainer = (call: string, ...args: unknown[]) =>
  at(CONTROL_PATH, { method: 'POST', headers: { Authorization: `Bearer ${server.controlToken}`, 'Content-Type': 'application/json' }, body: JSON.stringify({ call, args, world: 'w1' }) });

it("a trainee's page runs on their world's clock: its script comes before the app's, starts at the world's time, and the page follows the world", { timeout: 30_000 }, async () => {
  const joined = await at('/join', { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: ROOM }, body: `name=Ada&code=${encodeURIComponent(server.classCode)}` });
  const cookie = (joined.headers.get('set-cookie') ?? '').split(';')[0]!;
  const html = await (await at('/', { headers: { Cookie: cookie } })).text();
  expect(html).toContain(`<title>app</title><script src="${CLOCK_SCRIPT_PATH}"></script><script type="module" crossorigin src="/app.js">`);

  const reading = async () => (await (await at(CLOCK_PATH, { headers: { Cookie: cookie } })).json()) as { now: number; speed: number; paused: boolean; starts: number };
  expect((await trainer('clock.pause')).status).toBe(200);
  const paused = await reading();
  expect(paused).toMatchObject({ speed: 1, paused: true });
  const script = await (await at(CLOCK_SCRIPT_PATH, { headers: { Cookie: cookie } })).text();
  expect(script).toContain(JSON.stringify({ now: paused.now, speed: 1, paused: true, starts: paused.starts }));
  expect(() => new Function(script)).not.toThrow();

  await trainer('clock.setSpeed', 10);
  await trainer('clock.resume');
  expect(await reading()).toMatchObject({ speed: 10, paused: false });
  // A restart reaches the page as one, however little time it takes the world back.
  const { starts } = await reading();
  expect((await trainer('startScenario', 'exercise-first-install')).status).toBe(200);
  expect((await reading()).starts).toBe(starts + 1);

  expect((await at(CLOCK_PATH)).status).toBe(401);
  expect((await at(CLOCK_SCRIPT_PATH)).status).toBe(401);
  expect((await at(CLOCK_PATH, { method: 'POST', headers: { Cookie: cookie } })).status).toBe(405);
});
