// @vitest-environment node
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startClassroom, type ClassroomServer } from './startClassroom';

const CLASS_CODE = 'debrief-1';
const ROOM = 'http://192.168.1.20:4500';

let server: ClassroomServer;
let dataDir: string;

beforeAll(async () => {
  const appDir = mkdtempSync(join(tmpdir(), 'classroom-app-'));
  dataDir = mkdtempSync(join(tmpdir(), 'classroom-data-'));
  writeFileSync(join(appDir, 'index.html'), '<!doctype html><html><head><title>app</title></head><body></body></html>');
  server = await startClassroom({ port: 0, allowedOrigins: [ROOM], scenario: 'exercise-first-install', appDir, classCode: CLASS_CODE, dataDir });
}, 60_000);
afterAll(() => server.close());

const at = (path: string, init: RequestInit = {}) => fetch(`${server.url}${path}`, { redirect: 'manual', ...init });
const asTrainer = { Authorization: 'Bearer not-the-token', 'Content-Type': 'application/json' };
const trainer = () => ({ ...asTrainer, Authorization: `Bearer ${server.controlToken}` });

async function joined(name: string): Promise<string> {
  const response = await at('/join', { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: ROOM }, body: new URLSearchParams({ name, code: CLASS_CODE }).toString() });
  return (response.headers.get('set-cookie') ?? '').split(';')[0]!;
}

const events = [
  { type: 4, data: { href: 'http://room/login', width: 390, height: 844 }, timestamp: 1_000, sim: 50_000 },
  { type: 2, data: { node: { type: 0, childNodes: [], id: 1 }, initialOffset: { left: 0, top: 0 } }, timestamp: 1_001, sim: 50_001 },
];
const post = (cookie: string, body: unknown, origin = ROOM) => at('/__classroom/recording', { method: 'POST', headers: { Cookie: cookie, Origin: origin, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

describe('the debrief routes', { timeout: 30_000 }, () => {
  it("keeps a trainee's batches in their world, beside its file, and gives them to the trainer with the world's events", async () => {
    const cookie = await joined('Dee');
    expect(await (await post(cookie, { events })).json()).toEqual({ checkout: false });
    const id = server.worlds.list().find((world) => world.name === 'Dee')!.id;
    const answer = await at('/__classroom/debrief', { method: 'POST', headers: trainer(), body: JSON.stringify({ id }) });
    expect(answer.status).toBe(200);
    const debrief = (await answer.json()) as { name: string; dropped: number; events: unknown[]; trace: unknown[] };
    expect(debrief).toMatchObject({ name: 'Dee', dropped: 0, events });
    expect(Array.isArray(debrief.trace)).toBe(true);
    const file = join(dataDir, 'worlds', `${id}.rrweb.jsonl`);
    await expect.poll(() => existsSync(file) && readFileSync(file, 'utf8').split('\n').length).toBe(3);
  });

  it('refuses a batch from no trainee, from another origin, or malformed, with a word; and the debrief without the token', async () => {
    const cookie = await joined('Eli');
    expect((await post('', { events })).status).toBe(401);
    expect((await post(cookie, { events }, 'http://evil.example')).status).toBe(403);
    const malformed = await post(cookie, { events: [{ type: 'full' }] });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ error: expect.stringContaining('events') });
    expect((await at('/__classroom/recording', { headers: { Cookie: cookie } })).status).toBe(405);
    expect((await at('/__classroom/debrief', { method: 'POST', headers: asTrainer, body: '{"id":"w1"}' })).status).toBe(401);
    expect((await at('/__classroom/debrief', { method: 'POST', headers: trainer(), body: '{"id":"nobody"}' })).status).toBe(404);
    expect((await at('/__classroom/debrief', { method: 'POST', headers: trainer(), body: 'not json' })).status).toBe(400);
  });

  it('serves the debrief page, its script and rrweb, and the trainee page loads the recording', async () => {
    const page = await at('/debrief');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(await page.text()).toContain('<script src="/__classroom/rrweb.js"></script>');
    expect(await (await at('/__classroom/rrweb.js')).text()).toContain('rrweb');
    expect(await (await at('/__classroom/debrief.js')).text()).toContain('startDebrief()');
    const recording = await (await at('/__classroom/recording.js')).text();
    expect(recording).toContain('void startRecording({');
    expect(recording).toContain('maskAllInputs: true');
    expect(await (await at('/__classroom/trainee.js')).text()).toContain('/__classroom/recording.js');
  });
});
