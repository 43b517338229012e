// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { describe, expect, it, vi } from 'vitest';
import type { RealTime } from '../clock/realTime';
import { CONTROL_PATH } from './controlRoute';
import { startSimulatorServer, type SimulatorServer } from './startServer';
import { createWorldStore } from './worldStore';

/** Real time the test moves: timers fire only when it says. */
function manualTime(): RealTime & { fire(): void; pending(): number } {
  let now = 1_700_000_000_000;
  let timers: Array<{ at: number; callback: () => void }> = [];
  return {
    now: () => now,
    every: () => () => undefined,
    nextTask: (callback) => void setTimeout(callback, 0),
    after(ms, callback) {
      const timer = { at: now + ms, callback };
      timers.push(timer);
      return () => {
        timers = timers.filter((other) => other !== timer);
      };
    },
    fire() {
      now = Math.max(now, ...timers.map((timer) => timer.at));
      const due = timers;
      timers = [];
      due.forEach((timer) => timer.callback());
    },
    pending: () => timers.length,
  };
}

const world = { id: 'w1', key: 'secret-key', name: 'Ada', joinedAt: 1 };
const fileOf = (dataDir: string, id: string) => join(dataDir, 'worlds', `${id}.json`);

describe('the world store', () => {
  it('writes a burst of changes once, after its interval, and reads the world back with its id, key and entries', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'world-store-'));
    const real = manualTime();
    const store = createWorldStore({ dataDir, real });
    const { storage } = store.keep(world);
    for (let count = 0; count < 50; count += 1) storage.write('clock', { simTime: count });
    expect(real.pending()).toBe(1);
    expect(existsSync(fileOf(dataDir, 'w1'))).toBe(false);
    real.fire();
    await store.flush();
    const back = store.load();
    expect(back).toEqual([{ ...world, savedAt: real.now(), entries: { clock: { simTime: 49 } } }]);
    expect(createWorldStore({ dataDir, real }).keep(world, back[0]).storage.read('clock', z.object({ simTime: z.number() }))).toEqual({ simTime: 49 });
    expect(readdirSync(join(dataDir, 'worlds'))).toEqual(['w1.json']);
    expect(statSync(fileOf(dataDir, 'w1')).mode & 0o777).toBe(0o600);
  });

  it('a world the trainer ended leaves no file; flush writes what waits, at once', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'world-store-'));
    const real = manualTime();
    const store = createWorldStore({ dataDir, real });
    const ended = store.keep(world);
    ended.storage.write('state', { a: 1 });
    store.keep({ ...world, id: 'w2' }).storage.write('state', { b: 2 });
    await store.flush();
    expect(store.load().map(({ id }) => id)).toEqual(['w1', 'w2']);
    ended.forget();
    ended.storage.write('state', { a: 2 });
    real.fire();
    await store.flush();
    expect(store.load().map(({ id }) => id)).toEqual(['w2']);
  });

  it('a write that falls due while the stop waits for the writes on their way is on disk when the stop ends', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'world-store-'));
    const real = manualTime();
    const store = createWorldStore({ dataDir, real });
    store.keep(world).storage.write('state', { a: 1 });
    // w1's write goes on its way; w2's waits for its interval, which ends while the stop waits for w1's.
    real.fire();
    store.keep({ ...world, id: 'w2' }).storage.write('state', { b: 2 });
    const stopping = store.flush();
    // Written behind, w2 would be on its way when the stop ends (a server's test read no file, now
    // and then): the stop writes it itself, and nothing is left to fall due.
    expect(real.pending()).toBe(0);
    real.fire();
    await stopping;
    expect(JSON.parse(readFileSync(fileOf(dataDir, 'w2'), 'utf8'))).toMatchObject({ entries: { state: { b: 2 } } });
  });

  it("checkpoints whose world is gone (--fresh removes the worlds' files) are removed at load: a new world with that id starts without them", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'world-store-'));
    const store = createWorldStore({ dataDir, real: manualTime() });
    const before = store.keep(world);
    before.storage.write('state', {});
    before.checkpoints.write({ next: 2, epoch: 0, list: [{ id: 1, label: 'before fault: stream drop' }], used: [] });
    await store.flush();
    rmSync(join(dataDir, 'worlds'), { recursive: true });
    mkdirSync(join(dataDir, 'worlds'));
    const fresh = createWorldStore({ dataDir, real: manualTime() });
    expect(fresh.load()).toEqual([]);
    expect(fresh.keep(world).checkpoints.read()).toBeNull();
  });

  it('an unreadable or cut-short file is reported in one line and moved aside, a write cut short before its rename is removed; the others come back', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'world-store-'));
    const warn = vi.fn();
    const store = createWorldStore({ dataDir, real: manualTime(), warn });
    store.keep(world).storage.write('state', {});
    await store.flush();
    writeFileSync(fileOf(dataDir, 'w2'), '{"version":1,"id":"w2","ke');
    writeFileSync(`${fileOf(dataDir, 'w1')}.123-4.tmp`, '{"version":1,');
    writeFileSync(fileOf(dataDir, 'w3'), JSON.stringify({ version: 1, id: 'w4', key: 'k', name: 'x', joinedAt: 0, savedAt: 0, entries: {} }));
    expect(store.load().map(({ id }) => id)).toEqual(['w1']);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls.map(([line]) => String(line))).toEqual([expect.stringMatching(/w2\.json could not be read .*moved to/), expect.stringMatching(/w3\.json could not be read \(its id is not its name\)/)]);
    expect(readdirSync(join(dataDir, 'unreadable'))).toHaveLength(2);
    expect(readdirSync(join(dataDir, 'worlds'))).toEqual(['w1.json']);
  });
});

describe('a server on a data directory', { timeout: 60_000 }, () => {
  async function control<R>(server: SimulatorServer, world: string, call: string, ...args: unknown[]): Promise<R> {
    const response = await fetch(`${server.url}${CONTROL_PATH}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${server.controlToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ call, args, world }),
    });
    return ((await response.json()) as { result: R }).result;
  }

  it('stopped and started again, brings back its worlds, with what changed just before the stop; an ended one stays ended', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'world-store-server-'));
    const options = { port: 0, allowedOrigins: [], scenario: 'exercise-first-install', worldless: 'refuse' as const, dataDir };
    const first = await startSimulatorServer(options);
    const kept = await control<{ id: string; key: string }>(first, 'default', 'worlds.create', 'Ada');
    const ended = await control<{ id: string }>(first, 'default', 'worlds.create', 'Bo');
    await control(first, 'default', 'worlds.end', ended.id);
    await control(first, kept.id, 'clock.pause');
    const now = await control<number>(first, kept.id, 'clock.jump', 3_600_000);
    // No wait: the stop writes what is still unwritten.
    await first.close();

    const second = await startSimulatorServer(options);
    try {
      expect(second.worlds.list().map(({ id, key, name }) => ({ id, key, name }))).toEqual([{ ...kept, name: 'Ada' }]);
      expect(await control<number>(second, kept.id, 'clock.now')).toBe(now);
      expect(await control<boolean>(second, kept.id, 'clock.paused')).toBe(true);
      expect(JSON.parse(readFileSync(fileOf(dataDir, kept.id), 'utf8'))).toMatchObject({ id: kept.id, key: kept.key });
      // A new world does not take the id of the one that came back.
      expect((await control<{ id: string }>(second, 'default', 'worlds.create', 'Cy')).id).not.toBe(kept.id);
    } finally {
      await second.close();
    }
  });

  it('a world whose kept state no longer builds (a hub serial its seed lacks) is reported and left out; the others come back', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'world-store-server-'));
    const options = { port: 0, allowedOrigins: [], scenario: 'exercise-first-install', worldless: 'refuse' as const, dataDir };
    const first = await startSimulatorServer(options);
    const ada = await control<{ id: string }>(first, 'default', 'worlds.create', 'Ada');
    const bo = await control<{ id: string }>(first, 'default', 'worlds.create', 'Bo', 'hub-goes-offline');
    await first.close();
    const file = JSON.parse(readFileSync(fileOf(dataDir, bo.id), 'utf8')) as { entries: { state: { scenario: { timeline: unknown[] } } } };
    const { state } = file.entries;
    state.scenario.timeline = JSON.parse(JSON.stringify(state.scenario.timeline).replaceAll('HB2-1000104', 'HB2-0000000')) as unknown[];
    writeFileSync(fileOf(dataDir, bo.id), JSON.stringify(file));

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const second = await startSimulatorServer(options);
    try {
      expect(second.worlds.list().map(({ id }) => id)).toEqual([ada.id]);
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(new RegExp(`^World ${bo.id} \\(Bo\\) did not come back: .*HB2-0000000`)));
    } finally {
      warn.mockRestore();
      await second.close();
    }
  });

  it('a running clock comes back at the time of the last write: the hour the server was down does not pass in the world', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'world-store-server-'));
    const options = { port: 0, allowedOrigins: [], scenario: 'exercise-first-install', worldless: 'refuse' as const, dataDir };
    const first = await startSimulatorServer(options);
    const { id } = await control<{ id: string }>(first, 'default', 'worlds.create', 'Ada');
    await control(first, id, 'clock.setSpeed', 2);
    await first.close();
    // The same file, as if written an hour ago.
    const HOUR = 3_600_000;
    const file = JSON.parse(readFileSync(fileOf(dataDir, id), 'utf8')) as { savedAt: number; entries: { clock: { simTime: number; realTime: number } } };
    const { simTime, realTime } = file.entries.clock;
    const atWrite = simTime + (file.savedAt - realTime) * 2;
    writeFileSync(fileOf(dataDir, id), JSON.stringify({ ...file, savedAt: file.savedAt - HOUR, entries: { ...file.entries, clock: { ...file.entries.clock, realTime: realTime - HOUR } } }));

    const second = await startSimulatorServer(options);
    try {
      const now = await control<number>(second, id, 'clock.now');
      expect(now).toBeGreaterThanOrEqual(atWrite);
      expect(now - atWrite).toBeLessThan(HOUR / 2);
      expect(await control<number>(second, id, 'clock.speed')).toBe(2);
      expect(await control<boolean>(second, id, 'clock.paused')).toBe(false);
    } finally {
      await second.close();
    }
  });
});
