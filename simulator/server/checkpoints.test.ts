// @vitest-environment node
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CheckpointInfo, CheckpointUse } from '../control/types';
import { CONTROL_PATH } from './controlRoute';
import { startSimulatorServer, type SimulatorServer } from './startServer';
import { forkWorld } from './worlds';

type Answer<R> = { status: number; result: R; error?: string };

async function call<R>(server: SimulatorServer, world: string, name: string, ...args: unknown[]): Promise<Answer<R>> {
  const response = await fetch(`${server.url}${CONTROL_PATH}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${server.controlToken}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ call: name, args, world }),
  });
  return { status: response.status, ...((await response.json()) as { result: R; error?: string }) };
}

async function control<R>(server: SimulatorServer, world: string, name: string, ...args: unknown[]): Promise<R> {
  const answer = await call<R>(server, world, name, ...args);
  if (answer.status !== 200) throw new Error(`${name}: ${answer.status} ${answer.error}`);
  return answer.result;
}

/** What a rewind must bring back exactly: data, clock, faults with their counters, pending events and steps, exercise. */
async function stateOf(server: SimulatorServer, world: string) {
  return {
    now: await control<number>(server, world, 'clock.now'),
    paused: await control<boolean>(server, world, 'clock.paused'),
    speed: await control<number>(server, world, 'clock.speed'),
    units: await control<unknown[]>(server, world, 'db.list', 'units'),
    hubs: await control<unknown[]>(server, world, 'db.list', 'hubs'),
    faults: await control<unknown[]>(server, world, 'faults.list'),
    steps: await control<unknown[]>(server, world, 'steps.pending'),
    exercise: await control<unknown>(server, world, 'exercise.status'),
    trace: (await control<unknown[]>(server, world, 'trace')).length,
  };
}

const HUB = 'HB2-1000901';
const labels = (list: CheckpointInfo[]) => list.map((checkpoint) => checkpoint.label);

describe('checkpoints, rewind and fork over the control API', { timeout: 60_000 }, () => {
  it('takes one at the start, at an objective met and before each injected fault; a rewind brings the state back exactly, after a restart too', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'checkpoints-'));
    const options = { port: 0, allowedOrigins: [], scenario: 'exercise-first-install', worldless: 'refuse' as const, dataDir };
    const first = await startSimulatorServer(options);
    let second: SimulatorServer | null = null;
    try {
      const { id } = await control<{ id: string }>(first, 'default', 'worlds.create', 'Ada');
      await control(first, id, 'clock.pause');
      await control(first, id, 'db.update', 'units', { id: 1001 }, { gatewayId: 'gw-901' });
      await expect.poll(async () => labels(await control(first, id, 'checkpoints.list'))).toContain('objective met: Unit 101 has its hub (HB2-1000901)');
      await control(first, id, 'clock.setSpeed', 4);
      await control(first, id, 'clock.jump', 60_000);
      const before = await stateOf(first, id);

      expect((await control<{ ok: boolean }>(first, id, 'faults.add', { kind: 'http', call: 'workTickets.submit', status: 500 })).ok).toBe(true);
      await control(first, id, 'hub.setOnline', HUB, false);
      await control(first, id, 'db.update', 'units', { id: 1001 }, { gatewayId: null });
      await control(first, id, 'clock.resume');
      await control(first, id, 'clock.jump', 600_000);
      expect(await stateOf(first, id)).not.toEqual(before);

      const list = await control<CheckpointInfo[]>(first, id, 'checkpoints.list');
      expect(labels(list)).toEqual(['scenario started', 'objective met: Unit 101 has its hub (HB2-1000901)', 'before fault: http workTickets.submit 500', `before fault: hub offline at ${HUB}`]);
      const beforeFault = list[2]!;
      expect(beforeFault.simTime).toBe(before.now);

      expect(await control<CheckpointInfo>(first, id, 'checkpoints.rewind', beforeFault.id)).toEqual(beforeFault);
      expect(await stateOf(first, id)).toEqual(before);

      // The world goes on from there; the checkpoints (and what used them) outlive a restart.
      await control(first, id, 'hub.setOnline', HUB, false);
      await first.close();
      second = await startSimulatorServer(options);
      const kept = await control<CheckpointInfo[]>(second, id, 'checkpoints.list');
      expect(kept.slice(0, 4)).toEqual(list);
      await control(second, id, 'checkpoints.rewind', beforeFault.id);
      expect(await stateOf(second, id)).toEqual(before);
      expect((await control<CheckpointUse[]>(second, id, 'checkpoints.used')).map(({ how, label }) => [how, label])).toEqual([['rewind', beforeFault.label], ['rewind', beforeFault.label]]);
    } finally {
      await (second ?? first).close();
    }
  });

  it('forks a world from a checkpoint, from a simulator time, or from now, into a new world with its own key; the world forked from does not change', async () => {
    const server = await startSimulatorServer({ port: 0, allowedOrigins: [], scenario: 'exercise-first-install', worldless: 'refuse' as const });
    try {
      const { id } = await control<{ id: string }>(server, 'default', 'worlds.create', 'Ada');
      await control(server, id, 'clock.pause');
      const atStart = await stateOf(server, id);
      await control(server, id, 'stream.drop', HUB);
      await control(server, id, 'clock.jump', 60_000);
      await control(server, id, 'db.update', 'units', { id: 1001 }, { gatewayId: 'gw-901' });
      await control(server, id, 'clock.jump', 60_000);
      const [, dropped] = await control<CheckpointInfo[]>(server, id, 'checkpoints.list');
      expect(dropped?.label).toBe(`before fault: stream drop at ${HUB}`);
      const original = await stateOf(server, id);

      const fork = await control<{ id: string; key: string }>(server, 'default', 'worlds.fork', id, { checkpoint: dropped!.id });
      expect(fork.id).not.toBe(id);
      expect(server.worlds.byKey(fork.key)?.id).toBe(fork.id);
      expect(await stateOf(server, fork.id)).toEqual({ ...atStart, trace: expect.any(Number) as number });
      await control(server, fork.id, 'db.update', 'units', { id: 1002 }, { gatewayId: 'gw-fork' });
      expect(await stateOf(server, id)).toEqual(original);
      expect(labels(await control(server, fork.id, 'checkpoints.list'))).toEqual([`forked from ${id}: ${dropped!.label}`]);
      expect((await control<CheckpointUse[]>(server, id, 'checkpoints.used'))).toEqual([expect.objectContaining({ how: 'fork', id: dropped!.id, fork: fork.id })]);

      const fromNow = await forkWorld(server.worlds, id);
      expect((await stateOf(server, fromNow)).units).toEqual(original.units);
      const atTime = await forkWorld(server.worlds, id, { atMs: dropped!.simTime + 1 });
      expect((await stateOf(server, atTime)).units).toEqual(atStart.units);

      expect(await call(server, 'default', 'worlds.fork', id, { checkpoint: 999 })).toMatchObject({ status: 400, error: expect.stringMatching(/^No checkpoint 999/) as string });
      expect(await call(server, 'default', 'worlds.fork', id, { atMs: 'soon' })).toMatchObject({ status: 400, error: 'fork: checkpoint and atMs must be numbers' });
      expect(await call(server, 'default', 'worlds.fork', 'w99')).toMatchObject({ status: 400, error: 'No world w99 on this server' });
      expect(await call(server, id, 'checkpoints.rewind', 999)).toMatchObject({ status: 400 });
    } finally {
      await server.close();
    }
  });

  it('keeps the newest twenty, in a file of their own beside the world file', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'checkpoints-'));
    const server = await startSimulatorServer({ port: 0, allowedOrigins: [], scenario: 'exercise-first-install', worldless: 'refuse' as const, dataDir });
    try {
      const { id } = await control<{ id: string }>(server, 'default', 'worlds.create', 'Ada');
      for (let count = 1; count <= 25; count += 1) await control(server, id, 'checkpoints.take', `mark ${count}`);
      const list = await control<CheckpointInfo[]>(server, id, 'checkpoints.list');
      expect(labels(list)).toEqual(Array.from({ length: 20 }, (_, index) => `mark ${index + 6}`));
    } finally {
      await server.close();
    }
    expect(readdirSync(join(dataDir, 'checkpoints')).filter((file) => file.endsWith('.json'))).toContain('w1.json');
  });
});
