// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join as joinPath } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckpointInfo } from '../../control/types';
import { CONTROL_PATH } from '../controlRoute';
import { WORLD_COOKIE } from '../worldKey';
import { consoleTexts } from './consoleTexts';
import { startClassroom, type ClassroomServer } from './startClassroom';
import type { SummaryRow } from './summary';

const CLASS_CODE = 'maple-7';
const ROOM = 'http://192.168.1.20:4500';
const HUB = 'HB2-1000901';

let server: ClassroomServer;

beforeAll(async () => {
  const appDir = mkdtempSync(joinPath(tmpdir(), 'classroom-app-'));
  writeFileSync(joinPath(appDir, 'index.html'), '<!doctype html><html><head><title>app</title></head><body><div id="root"></div></body></html>');
  server = await startClassroom({ port: 0, allowedOrigins: [ROOM], scenario: 'exercise-first-install', appDir, classCode: CLASS_CODE });
}, 60_000);
afterAll(() => server.close());

const at = (path: string, init: RequestInit = {}) => fetch(`${server.url}${path}`, { redirect: 'manual', ...init });
const asTrainer = () => ({ Authorization: `Bearer ${server.controlToken}`, 'Content-Type': 'application/json' });

async function control<R>(world: string, call: string, ...args: unknown[]): Promise<R> {
  const response = await at(CONTROL_PATH, { method: 'POST', headers: asTrainer(), body: JSON.stringify({ call, args, world }) });
  return ((await response.json()) as { result: R }).result;
}

async function joined(name: string): Promise<{ cookie: string; id: string }> {
  const response = await at('/join', { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: ROOM }, body: new URLSearchParams({ name, code: CLASS_CODE }).toString() });
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0]!;
  const worlds = await control<Array<{ id: string; name: string }>>('default', 'worlds.list');
  return { cookie, id: worlds.find((world) => world.name === name)!.id };
}

describe('rewind and fork in the classroom', { timeout: 30_000 }, () => {
  it("a rewind changes the world's epoch, which the trainee's page reads; the summary names the seed and the checkpoint used", async () => {
    const ada = await joined('Ada');
    const me = async () => (await (await at('/__classroom/me', { method: 'POST', headers: { Cookie: ada.cookie, 'Content-Type': 'application/json', Origin: ROOM }, body: JSON.stringify({ path: '/', dialog: null, stage: null }) })).json()) as { epoch: number };
    expect((await me()).epoch).toBe(0);
    await control(ada.id, 'stream.drop', HUB);
    const dropped = (await control<CheckpointInfo[]>(ada.id, 'checkpoints.list')).at(-1)!;
    expect(dropped.label).toBe(`before fault: stream drop at ${HUB}`);
    await control(ada.id, 'checkpoints.rewind', dropped.id);
    expect((await me()).epoch).toBe(1);

    const summary = (await (await at('/__classroom/summary.json', { method: 'POST', headers: asTrainer(), body: '{}' })).json()) as { trainees: SummaryRow[] };
    const row = summary.trainees.find((trainee) => trainee.trainee === 'Ada')!;
    expect(row.seed).toEqual(expect.any(Number));
    expect(row.checkpointsUsed).toEqual([expect.stringMatching(new RegExp(`^rewound to "before fault: stream drop at ${HUB}" \\(simulator \\+\\d+:\\d\\d\\) @ `))]);
    const csv = await (await at('/__classroom/summary.csv', { method: 'POST', headers: asTrainer(), body: '{}' })).text();
    expect(csv.split('\r\n')[0]).toMatch(/,Seed,Objectives met \(%\),Score,Checkpoints used$/);
  });

  it("a fork's link opens the new world once, in another browser; the trainee's world and cookie stay theirs", async () => {
    const bo = await joined('Bo');
    const [started] = await control<CheckpointInfo[]>(bo.id, 'checkpoints.list');
    const forked = await at('/__classroom/fork', { method: 'POST', headers: asTrainer(), body: JSON.stringify({ id: bo.id, checkpoint: started!.id }) });
    const { id, name, open } = (await forked.json()) as { id: string; name: string; open: string };
    expect(name).toBe('Bo (fork)');
    const opened = await at(open);
    expect(opened.status).toBe(303);
    const cookie = opened.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(new RegExp(`^${WORLD_COOKIE}=`));
    expect(server.worlds.byKey(decodeURIComponent(cookie.split(';')[0]!.split('=')[1]!))?.id).toBe(id);
    expect(cookie).not.toContain(bo.cookie.split('=')[1]);
    const again = await at(open);
    expect(again.status).toBe(404);
    expect(await again.text()).toContain(consoleTexts.forkLinkUsed.slice(0, 30));

    // Only the trainer forks: a trainee's cookie, or a body naming nothing, is refused.
    expect((await at('/__classroom/fork', { method: 'POST', headers: { Cookie: bo.cookie, 'Content-Type': 'application/json', Origin: ROOM }, body: JSON.stringify({ id: bo.id }) })).status).toBe(401);
    expect((await at('/__classroom/fork', { method: 'POST', headers: asTrainer(), body: '{"id": 7}' })).status).toBe(400);
    expect((await at('/__classroom/fork', { method: 'POST', headers: asTrainer(), body: JSON.stringify({ id: bo.id, checkpoint: 999 }) })).status).toBe(400);
  });

  it("a debrief's moment forks by simulator time, from the newest checkpoint at or before it, and its link opens the fork", async () => {
    const cy = await joined('Cy');
    await control(cy.id, 'clock.advance', 60_000);
    await control(cy.id, 'stream.drop', HUB);
    const dropped = (await control<CheckpointInfo[]>(cy.id, 'checkpoints.list')).at(-1)!;
    await control(cy.id, 'clock.advance', 60_000);
    const forked = await at('/__classroom/fork', { method: 'POST', headers: asTrainer(), body: JSON.stringify({ id: cy.id, atMs: dropped.simTime + 30_000 }) });
    expect(forked.status).toBe(200);
    const { id, name, open } = (await forked.json()) as { id: string; name: string; open: string };
    expect(name).toBe('Cy (fork)');
    expect(await control<Array<{ how: string; label: string; fork?: string }>>(cy.id, 'checkpoints.used')).toEqual([expect.objectContaining({ how: 'fork', label: dropped.label, fork: id })]);
    const opened = await at(open);
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe('/');
    expect(server.worlds.byKey(decodeURIComponent((opened.headers.get('set-cookie') ?? '').split(';')[0]!.split('=')[1]!))?.id).toBe(id);

    // A checkpoint and a time at once, or a time before every checkpoint, is refused.
    expect((await at('/__classroom/fork', { method: 'POST', headers: asTrainer(), body: JSON.stringify({ id: cy.id, checkpoint: dropped.id, atMs: dropped.simTime }) })).status).toBe(400);
    expect((await at('/__classroom/fork', { method: 'POST', headers: asTrainer(), body: JSON.stringify({ id: cy.id, atMs: 0 }) })).status).toBe(400);
  });
});
