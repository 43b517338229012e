// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join as joinPath } from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CONTROL_PATH } from '../controlRoute';
import { WORLD_COOKIE } from '../worldKey';
import { joinTexts } from './joinTexts';
import { startClassroom, type ClassroomServer } from './startClassroom';

const CLASS_CODE = 'maple-7';
const ROOM = 'http://192.168.1.20:4500';
const LOGIN = { email: 'installer@demo.test', password: 'install123', applicationId: 'concierge' };

let server: ClassroomServer;
let appDir: string;

beforeAll(() => {
  appDir = mkdtempSync(joinPath(tmpdir(), 'classroom-app-'));
  writeFileSync(joinPath(appDir, 'index.html'), '<!doctype html><html><head><title>app</title></head><body><div id="root"></div></body></html>');
  writeFileSync(joinPath(appDir, 'app.js'), 'console.log("app")');
});
// Each test gets a class of its own (a fresh server costs a few milliseconds): a shared one carried
// its trainees, its cap and its end from test to test, so the tests passed in one order only.
beforeEach(async () => {
  server = await startClassroom({ port: 0, allowedOrigins: [ROOM], scenario: 'exercise-first-install', appDir, classCode: CLASS_CODE, maxWorlds: 3 });
}, 60_000);
afterEach(() => server.close());

const at = (path: string, init: RequestInit = {}) => fetch(`${server.url}${path}`, { redirect: 'manual', ...init });

async function join(name: string, code = CLASS_CODE, origin = ROOM): Promise<Response> {
  return at('/join', { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin }, body: new URLSearchParams({ name, code }).toString() });
}

async function joined(name: string): Promise<string> {
  const response = await join(name);
  expect(response.status).toBe(303);
  const cookie = response.headers.get('set-cookie') ?? '';
  expect(cookie).toMatch(new RegExp(`^${WORLD_COOKIE}=[^;]+; Path=/; HttpOnly; SameSite=Strict`));
  return cookie.split(';')[0]!;
}

const asTrainer = () => ({ Authorization: `Bearer ${server.controlToken}`, 'Content-Type': 'application/json' });

async function signIn(cookie: string): Promise<{ status: number; token?: string }> {
  const response = await at('/api/v4/installer/login/', { method: 'POST', headers: { Cookie: cookie, 'Content-Type': 'application/json' }, body: JSON.stringify(LOGIN) });
  return { status: response.status, ...((await response.json()) as { token?: string }) };
}

describe('joining the class', { timeout: 30_000 }, () => {
  it('asks for a name and the class code, refuses a wrong code or no name, and keeps what was typed', async () => {
    const page = await at('/join');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('name="code"');
    const wrong = await join('Ada', 'nope');
    expect(wrong.status).toBe(400);
    const text = await wrong.text();
    expect(text).toContain(joinTexts.wrongCode);
    expect(text).toContain('value="Ada"');
    expect((await join('   ')).status).toBe(400);
    expect((await join('Ada', CLASS_CODE, 'http://evil.example')).status).toBe(403);
  });

  it('a trainee who joined gets the app with the trainee script; one who did not is sent to the join page', async () => {
    const cookie = await joined('Ada');
    const app = await at('/community/x/unit/1', { headers: { Cookie: cookie } });
    expect(app.status).toBe(200);
    expect(await app.text()).toContain('<script type="module" src="/__classroom/trainee.js"></script></head>');
    expect((await at('/login')).headers.get('location')).toBe('/join');
    expect(await (await at('/app.js')).text()).toBe('console.log("app")');
    expect((await at('/..%2f..%2fpackage.json', { headers: { Cookie: cookie } })).headers.get('content-type')).toMatch(/text\/html/);
    const script = await (await at('/__classroom/trainee.js')).text();
    expect(script).toContain('/__classroom/me');
    expect(script).not.toMatch(/\binterface\b|: string/);
  });

  it('the API answers a trainee in their world, and nobody without one', async () => {
    const cookie = await joined('Bo');
    expect((await signIn(cookie)).status).toBe(200);
    expect((await signIn('')).status).toBe(401);
  });
});

describe('the console and the trainees', { timeout: 30_000 }, () => {
  it('lists trainees with their screen, shows a hint to one only, and exports the summary; a trainee reaches none of it', async () => {
    await joined('Ada');
    await joined('Bo');
    const worlds = (await (await at(CONTROL_PATH, { method: 'POST', headers: asTrainer(), body: JSON.stringify({ call: 'worlds.list' }) })).json()) as { result: Array<{ id: string; name: string }> };
    const [ada, bo] = ['Ada', 'Bo'].map((name) => worlds.result.find((world) => world.name === name)!);
    const cy = await joined('Cy');
    const me = (body: unknown) => at('/__classroom/me', { method: 'POST', headers: { Cookie: cy, 'Content-Type': 'application/json', Origin: ROOM }, body: JSON.stringify(body) });
    expect(await (await me({ path: '/community/c/unit/1001', dialog: 'Assign Hub', stage: null })).json()).toEqual({ name: 'Cy', hint: null, restarts: 0, hand: false, epoch: 0 });

    const list = async () => ((await (await at('/__classroom/trainees', { method: 'POST', headers: asTrainer(), body: '{}' })).json()) as { trainees: Array<{ id: string; name: string; screen: { path: string; dialog: string } | null; exercise: { hints: { shown: string[] } } }> }).trainees;
    const before = await list();
    expect(before.map((trainee) => trainee.name)).toEqual(['Ada', 'Bo', 'Cy']);
    const cyId = before.find((trainee) => trainee.name === 'Cy')!.id;
    expect(before.find((trainee) => trainee.id === cyId)?.screen).toMatchObject({ path: '/community/c/unit/1001', dialog: 'Assign Hub' });

    await at(CONTROL_PATH, { method: 'POST', headers: asTrainer(), body: JSON.stringify({ call: 'exercise.showHint', world: cyId }) });
    await expect.poll(async () => ((await (await me({ path: '/', dialog: null, stage: null })).json()) as { hint: unknown }).hint).toMatchObject({ id: 1, text: expect.any(String) });
    const after = await list();
    expect(after.map((trainee) => trainee.exercise.hints.shown.length)).toEqual([0, 0, 1]);
    expect([ada?.id, bo?.id]).not.toContain(cyId);

    const csv = await (await at('/__classroom/summary.csv', { method: 'POST', headers: asTrainer(), body: '{}' })).text();
    expect(csv.split('\r\n').slice(1, 4).map((line) => line.split(',')[0])).toEqual(['Ada', 'Bo', 'Cy']);

    // The trainee's cookie opens no console call, with or without a JSON body.
    for (const path of ['/__classroom/trainees', '/__classroom/summary.csv', CONTROL_PATH]) {
      const refused = await at(path, { method: 'POST', headers: { Cookie: cy, 'Content-Type': 'application/json', Origin: ROOM }, body: JSON.stringify({ call: 'trace', world: cyId }) });
      expect(refused.status).toBe(401);
    }
    expect((await at('/__classroom/trainees', { method: 'POST', headers: { ...asTrainer(), Origin: 'http://evil.example' }, body: '{}' })).status).toBe(403);
  });

  it('the class is full at its cap: the join page says so', async () => {
    for (const name of ['Ada', 'Bo', 'Cy']) await joined(name);
    const full = await join('Dee');
    expect(full.status).toBe(400);
    expect(await full.text()).toContain(joinTexts.full);
  });
});

describe('issue 39: restarts, a raised hand, the end of the session', { timeout: 30_000 }, () => {
  let cyCookie = '';
  beforeEach(async () => {
    cyCookie = await joined('Cy');
  });
  const trainer = (path: string, body: unknown) => at(path, { method: 'POST', headers: asTrainer(), body: JSON.stringify(body) });
  const cyOverview = async () =>
    ((await (await trainer('/__classroom/trainees', {})).json()) as { trainees: Array<{ id: string; name: string; handRaisedAt: number | null }> }).trainees.find((trainee) => trainee.name === 'Cy')!;
  const me = async (body: Record<string, unknown> = {}) =>
    (await (await at('/__classroom/me', { method: 'POST', headers: { Cookie: cyCookie, 'Content-Type': 'application/json', Origin: ROOM }, body: JSON.stringify({ path: '/', dialog: null, stage: null, ...body }) })).json()) as {
      hint: { id: number; text: string } | null;
      restarts: number;
      hand: boolean;
    };

  it('a hint sent after the scenario started again is a new one for the page (its id grows), and the page hears of the restart', async () => {
    const { id } = await cyOverview();
    await trainer(CONTROL_PATH, { call: 'exercise.showHint', world: id });
    await expect.poll(async () => (await me()).hint?.id).toBe(1);
    const before = await me();
    await trainer(CONTROL_PATH, { call: 'startScenario', world: id, args: ['exercise-first-install'] });
    const restarted = await me();
    expect(restarted).toMatchObject({ hint: null, restarts: before.restarts + 1 });
    await trainer(CONTROL_PATH, { call: 'exercise.showHint', world: id });
    await expect.poll(async () => (await me()).hint?.id).toBe(2);
  });

  it('a trainee raises a hand; it stays up until the trainer lowers it', async () => {
    expect((await me({ hand: true })).hand).toBe(true);
    expect((await me()).hand).toBe(true);
    const { id, handRaisedAt } = await cyOverview();
    expect(handRaisedAt).toEqual(expect.any(Number));
    expect((await trainer('/__classroom/lower-hand', { id })).status).toBe(200);
    expect((await me()).hand).toBe(false);
    expect((await trainer('/__classroom/lower-hand', { id: 'nobody' })).status).toBe(404);
    expect((await trainer('/__classroom/lower-hand', 'nonsense')).status).toBe(400);
    const byTrainee = await at('/__classroom/lower-hand', { method: 'POST', headers: { Cookie: cyCookie, 'Content-Type': 'application/json', Origin: ROOM }, body: JSON.stringify({ id }) });
    expect(byTrainee.status).toBe(401);
  });

  it('after End the session every world is closed and nobody joins any more', async () => {
    expect((await trainer('/__classroom/end', {})).status).toBe(200);
    expect((await trainer(CONTROL_PATH, { call: 'worlds.list' }).then((response) => response.json())) as { result: unknown[] }).toEqual({ result: [] });
    const late = await join('Late');
    expect(late.status).toBe(410);
    expect(late.headers.get('set-cookie')).toBeNull();
    expect(await late.text()).toContain(joinTexts.ended);
    expect(await (await at('/join')).text()).toContain(joinTexts.ended);
  });
});
