// @vitest-environment node
import { appendFileSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hubSerialKey } from '../../../app/config/env';
import { worldClient } from '../../testing/worldClient';
import { CONTROL_PATH } from '../controlRoute';
import { HISTORY_PATH, type HistoryRow } from './classRecords';
import { startClassroom, type ClassroomServer } from './startClassroom';

/** An exercise of one objective: the hub HB2-1000901 at unit 101 (address 1001). */
const ONE_STEP = {
  name: 'one-step',
  extends: 'exercise-first-install',
  exercise: { objectives: [{ text: 'Unit 101 has its hub', check: { 'hub.assigned': { unit: 1001 } } }], hints: ['Assign Hub'] },
};

function room(server: ClassroomServer) {
  const post = (path: string, body: unknown, headers: Record<string, string> = { Authorization: `Bearer ${server.controlToken}` }) =>
    fetch(`${server.url}${path}`, { method: 'POST', redirect: 'manual', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return {
    post,
    async control<R>(world: string, call: string, ...args: unknown[]): Promise<R> {
      return ((await (await post(CONTROL_PATH, { call, args, world })).json()) as { result: R }).result;
    },
    async history(name: string): Promise<HistoryRow[]> {
      return ((await (await post(HISTORY_PATH, { name })).json()) as { results: HistoryRow[] }).results;
    },
    /** A trainee joins and finishes the one-step exercise in their world. */
    async finish(name: string): Promise<void> {
      const joined = await fetch(`${server.url}/join`, { method: 'POST', redirect: 'manual', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ name, code: server.classCode }).toString() });
      const cookie = joined.headers.get('set-cookie') ?? '';
      const key = cookie.slice(cookie.indexOf('=') + 1, cookie.indexOf(';'));
      const id = server.worlds.byKey(key)!.id;
      await this.control(id, 'startScenario', ONE_STEP);
      await this.control(id, 'exercise.showHint');
      const client = worldClient(server, key);
      const token = await client.signIn();
      expect((await client.call('hubs.associate', {}, { token, body: { [hubSerialKey]: 'HB2-1000901', address_id: 1001 } })).status).toBe(200);
    },
  };
}

describe("a trainee's history", { timeout: 60_000 }, () => {
  it('keeps each finished exercise by class and name across sessions of the class, which keeps its code', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'class-records-'));
    const appDir = mkdtempSync(join(tmpdir(), 'class-records-app-'));
    writeFileSync(join(appDir, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
    const options = { port: 0, allowedOrigins: [], scenario: 'exercise-first-install', appDir, dataDir };

    const first = await startClassroom(options);
    const classCode = first.classCode;
    await room(first).finish('Ada');
    await expect.poll(() => room(first).history('Ada')).toHaveLength(1);
    await first.close();
    // A kill in the middle of an append leaves half a line: it is skipped.
    appendFileSync(join(dataDir, 'history.jsonl'), '{"classCode":"');

    const second = await startClassroom(options);
    try {
      expect(second.classCode).toBe(classCode);
      await room(second).finish('ada ');
      await expect.poll(() => room(second).history(' ADA')).toHaveLength(2);
      const rows = await room(second).history('Ada');
      expect(rows.map(({ classCode: code, trainee, scenario, met, total, hintsUsed }) => ({ code, trainee, scenario, met, total, hintsUsed }))).toEqual([
        { code: classCode, trainee: 'Ada', scenario: 'one-step', met: 1, total: 1, hintsUsed: 1 },
        { code: classCode, trainee: 'ada', scenario: 'one-step', met: 1, total: 1, hintsUsed: 1 },
      ]);
      expect(rows[0]!.objectives[0]).toMatch(/^Unit 101 has its hub @ \d{4}-/);
      expect(await room(second).history('Bo')).toEqual([]);
      // The trainer's call: the control token, and a name.
      expect((await room(second).post(HISTORY_PATH, { name: 'Ada' }, {})).status).toBe(401);
      expect((await room(second).post(HISTORY_PATH, { who: 'Ada' })).status).toBe(400);
    } finally {
      await second.close();
    }
  });

  it('an exercise the trainer ends unfinished is kept with its progress; a world stopped with the server is not', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'class-records-'));
    const appDir = mkdtempSync(join(tmpdir(), 'class-records-app-'));
    writeFileSync(join(appDir, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
    const server = await startClassroom({ port: 0, allowedOrigins: [], scenario: 'exercise-first-install', appDir, dataDir });
    try {
      for (const name of ['Bo', 'Cy']) {
        await fetch(`${server.url}/join`, { method: 'POST', redirect: 'manual', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ name, code: server.classCode }).toString() });
      }
      const [bo] = server.worlds.list();
      await room(server).control(bo!.id, 'exercise.showHint');
      await room(server).control('default', 'worlds.end', bo!.id);
      const rows = await room(server).history('Bo');
      expect(rows.map(({ trainee, met, total, tookMinutes, hintsUsed }) => ({ trainee, met, total, tookMinutes, hintsUsed }))).toEqual([{ trainee: 'Bo', met: 0, total: 4, tookMinutes: null, hintsUsed: 1 }]);
    } finally {
      await server.close();
    }
    const again = await startClassroom({ port: 0, allowedOrigins: [], scenario: 'exercise-first-install', appDir, dataDir });
    try {
      expect(await room(again).history('Cy')).toEqual([]);
      expect(again.worlds.list().map(({ name }) => name)).toEqual(['Cy']);
    } finally {
      await again.close();
    }
  });

  it('another class on the same data directory does not see it', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'class-records-'));
    const appDir = mkdtempSync(join(tmpdir(), 'class-records-app-'));
    writeFileSync(join(appDir, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
    const first = await startClassroom({ port: 0, allowedOrigins: [], scenario: 'exercise-first-install', appDir, dataDir, classCode: 'maple-7' });
    await room(first).finish('Ada');
    await expect.poll(() => room(first).history('Ada')).toHaveLength(1);
    await first.close();
    const second = await startClassroom({ port: 0, allowedOrigins: [], scenario: 'exercise-first-install', appDir, dataDir, classCode: 'birch-2' });
    try {
      expect(await room(second).history('Ada')).toEqual([]);
    } finally {
      await second.close();
    }
  });
});
