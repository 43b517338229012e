// @vitest-environment node
/**
 * Issue 35: without a class code a script took every place, and with one it could guess 30 codes
 * in 277 ms. A classroom always has a code, and one address gets ten tries, then one every six
 * seconds (time from the classroom's wall clock, moved by the test).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join as joinPath } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OwnRoute } from '../controlRoute';
import { startSimulatorServer, type SimulatorServer } from '../startServer';
import { classroomRoutes, JOIN_PATH, type ClassroomOptions } from './classroom';
import { createJoinLimit, JOIN_LIMITS } from './joinLimit';
import { joinTexts } from './joinTexts';
import { randomClassCode, startClassroom, type ClassroomServer } from './startClassroom';

const ROOM = 'http://192.168.1.20:4500';
const TRAINEE = '192.168.1.31';

let appDir: string;
beforeAll(() => {
  appDir = mkdtempSync(joinPath(tmpdir(), 'classroom-join-'));
  writeFileSync(joinPath(appDir, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
});

const form = (fields: Record<string, string>) => ({ method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: ROOM }, body: new URLSearchParams(fields).toString() });

describe('a classroom started without a class code', { timeout: 30_000 }, () => {
  let server: ClassroomServer;
  beforeAll(async () => {
    server = await startClassroom({ port: 0, allowedOrigins: [ROOM], appDir, maxWorlds: 2 });
  }, 60_000);
  afterAll(() => server.close());

  it('has a random one, asks for it, and lets in only who gives it (case and dashes aside)', async () => {
    expect(server.classCode).toMatch(/^[a-hj-km-np-z2-9]{3}-[a-hj-km-np-z2-9]{3}$/);
    expect(await (await fetch(`${server.url}/join`)).text()).toContain('name="code"');
    const without = await fetch(`${server.url}/join`, { ...form({ name: 'Ada' }), redirect: 'manual' });
    expect(without.status).toBe(400);
    expect(await without.text()).toContain(joinTexts.wrongCode);
    const typed = server.classCode.toUpperCase().replace('-', ' ');
    expect((await fetch(`${server.url}/join`, { ...form({ name: 'Ada', code: typed }), redirect: 'manual' })).status).toBe(303);
  });

  it('codes differ from one classroom to the next', () => {
    expect(new Set(Array.from({ length: 20 }, randomClassCode)).size).toBe(20);
  });
});

/** A worldless server with a classroom's routes (class code maple-7), and its join route to call directly. */
async function startJoinRoute(options: Pick<ClassroomOptions, 'wallNow' | 'behindProxy'>): Promise<{ server: SimulatorServer; join: OwnRoute }> {
  let join: OwnRoute | undefined;
  const server = await startSimulatorServer({
    port: 0,
    allowedOrigins: [ROOM],
    worldless: 'refuse',
    routes: (parts) => {
      const routes = classroomRoutes(parts, { appDir, classCode: 'maple-7', allowedOrigins: [ROOM], ...options });
      join = routes.find((route) => route.path === JOIN_PATH);
      return routes;
    },
  });
  if (!join) throw new Error('the classroom has no join route');
  return { server, join };
}

describe('join attempts per address', { timeout: 30_000 }, () => {
  let server: SimulatorServer;
  let join: OwnRoute;
  let wall = 1_000_000;
  beforeAll(async () => {
    ({ server, join } = await startJoinRoute({ wallNow: () => wall }));
  }, 60_000);
  afterAll(() => server.close());

  const attempt = (address: string, code = 'wrong') => join.answer(new Request(`${server.url}/join`, form({ name: 'Guesser', code })), { address });

  it('ten tries, then 429 with Retry-After even for the right code, then one more every six seconds', async () => {
    for (let index = 0; index < JOIN_LIMITS.burst; index++) expect((await attempt(TRAINEE)).status).toBe(400);
    const refused = await attempt(TRAINEE, 'maple-7');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('6');
    expect(await refused.text()).toContain(joinTexts.tooMany);
    expect((await attempt('192.168.1.32')).status).toBe(400);
    wall += JOIN_LIMITS.refillMs;
    expect((await attempt(TRAINEE, 'maple-7')).status).toBe(303);
    expect((await attempt(TRAINEE)).status).toBe(429);
  });

  it('the trainer laptop (loopback) is not limited', async () => {
    for (let index = 0; index < 3 * JOIN_LIMITS.burst; index++) expect((await attempt('::ffff:127.0.0.1')).status).toBe(400);
  });
});

describe('join attempts behind nginx on the same machine (the farm, decision 0455)', { timeout: 30_000 }, () => {
  let server: SimulatorServer;
  let join: OwnRoute;
  beforeAll(async () => {
    ({ server, join } = await startJoinRoute({ wallNow: () => 0, behindProxy: true }));
  }, 60_000);
  afterAll(() => server.close());

  const viaProxy = (forwarded: string) =>
    join.answer(new Request(`${server.url}/join`, { ...form({ name: 'Guesser', code: 'wrong' }), headers: { ...form({}).headers, 'x-forwarded-for': forwarded } }), { address: '127.0.0.1' });

  it('each address nginx forwards has its own ten tries, though every join comes from loopback', async () => {
    for (let index = 0; index < JOIN_LIMITS.burst; index++) expect((await viaProxy(TRAINEE)).status).toBe(400);
    expect((await viaProxy(TRAINEE)).status).toBe(429);
    expect((await viaProxy('192.168.1.33')).status).toBe(400);
  });
});

describe('the join limit remembers a bounded number of addresses', () => {
  it('forgets those whose bucket is full again, and keeps limiting the others', () => {
    let now = 0;
    const limit = createJoinLimit(() => now, { burst: 1, refillMs: 1_000 });
    expect(limit.take('10.0.0.1')).toBe(0);
    expect(limit.take('10.0.0.1')).toBe(1_000);
    now = 500;
    expect(limit.take('10.0.0.1')).toBe(500);
    now = 2_000;
    for (let index = 0; index < 1_500; index++) expect(limit.take(`10.1.${Math.floor(index / 250)}.${index % 250}`)).toBe(0);
    expect(limit.take('10.1.0.0')).toBe(1_000);
  });
});
