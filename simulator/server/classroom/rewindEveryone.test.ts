// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join as joinPath } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTROL_PATH } from '../controlRoute';
import { REWIND_EVERYONE_PATH, type RewindEveryoneAnswer } from './rewindEveryone';
import { startClassroom, type ClassroomServer } from './startClassroom';

/** Issue 39, "Rewind and fork": the console's Rewind everyone, on the server. */

const CLASS_CODE = 'birch-3';
const ROOM = 'http://192.168.1.20:4500';
const HUB = 'HB2-1000901';
const BEFORE_DROP = `before fault: stream drop at ${HUB}`;

let server: ClassroomServer;

beforeAll(async () => {
  const appDir = mkdtempSync(joinPath(tmpdir(), 'classroom-rewind-all-'));
  writeFileSync(joinPath(appDir, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  server = await startClassroom({ port: 0, allowedOrigins: [ROOM], scenario: 'exercise-first-install', appDir, classCode: CLASS_CODE });
}, 60_000);
afterAll(() => server.close());

const asTrainer = (path: string, body: unknown) =>
  fetch(`${server.url}${path}`, { method: 'POST', headers: { Authorization: `Bearer ${server.controlToken}`, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

async function control<R>(world: string, call: string, ...args: unknown[]): Promise<R> {
  const response = await asTrainer(CONTROL_PATH, { call, args, world });
  return ((await response.json()) as { result: R }).result;
}

async function joined(name: string): Promise<{ id: string; cookie: string }> {
  const response = await fetch(`${server.url}/join`, { method: 'POST', redirect: 'manual', headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: ROOM }, body: new URLSearchParams({ name, code: CLASS_CODE }).toString() });
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0]!;
  return { id: server.worlds.list().find((world) => world.name === name)!.id, cookie };
}

const online = async (id: string) => (await control<{ online: boolean }>(id, 'hub.get', HUB)).online;
const epochOf = (id: string) => server.worlds.byId(id)!.checkpoints.epoch();

describe('rewind everyone', { timeout: 30_000 }, () => {
  it('each trainee goes back to their own latest checkpoint of the label; one without it is named and left working', async () => {
    const ada = await joined('Ada');
    const bo = await joined('Bo');
    const cy = await joined('Cy');
    for (const trainee of [ada, bo]) {
      await control(trainee.id, 'stream.drop', HUB);
      await control(trainee.id, 'hub.setOnline', HUB, false);
      expect(await online(trainee.id)).toBe(false);
    }
    // Cy's hub goes offline too, but no stream of Cy's was dropped: no checkpoint of the label.
    await control(cy.id, 'hub.setOnline', HUB, false);

    const response = await asTrainer(REWIND_EVERYONE_PATH, { label: BEFORE_DROP });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as RewindEveryoneAnswer;
    expect(answer.rewound.map((trainee) => trainee.name).sort()).toEqual(['Ada', 'Bo']);
    expect(answer.without).toEqual([{ id: cy.id, name: 'Cy' }]);
    expect(answer.failed).toEqual([]);

    for (const trainee of [ada, bo]) {
      expect(await online(trainee.id)).toBe(true);
      expect(epochOf(trainee.id)).toBe(1);
      expect((await control<Array<{ how: string; label: string }>>(trainee.id, 'checkpoints.used')).map(({ how, label }) => `${how} ${label}`)).toEqual([`rewind ${BEFORE_DROP}`]);
    }
    // Cy is where the trainer left them, and their world still answers: its page keeps its epoch.
    expect(epochOf(cy.id)).toBe(0);
    expect(await online(cy.id)).toBe(false);
    const me = await fetch(`${server.url}/__classroom/me`, { method: 'POST', headers: { Cookie: cy.cookie, 'Content-Type': 'application/json', Origin: ROOM }, body: JSON.stringify({ path: '/', dialog: null, stage: null }) });
    expect(await me.json()).toMatchObject({ name: 'Cy', epoch: 0 });
    await control(cy.id, 'hub.setOnline', HUB, true);
    expect(await online(cy.id)).toBe(true);
  });

  it('only the trainer rewinds everyone, and names a label', async () => {
    expect((await fetch(`${server.url}${REWIND_EVERYONE_PATH}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ label: BEFORE_DROP }) })).status).toBe(401);
    const malformed = await asTrainer(REWIND_EVERYONE_PATH, { label: 7 });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ error: expect.stringContaining('label') });
    expect((await asTrainer(REWIND_EVERYONE_PATH, { label: 'no such label' })).status).toBe(200);
  });
});
