/**
 * Checkpoints of a world (issue 39, decision 0435): the world's saved state (../persistence/saved.ts:
 * scenario, changed records, pending events, trace, faults with their counters, timeline, clock)
 * copied in memory under a label, so a trainer can rewind the world to it or fork a new world from
 * it. One is taken when a scenario starts, before each fault the trainer injects and at each
 * objective met; the newest CHECKPOINTS_KEPT are kept, with the rewinds and forks that used them,
 * in a place of their own (the server writes it to its own file, only when a checkpoint changes,
 * so the world's file, rewritten at every change, stays small).
 */
import { z } from 'zod';
import type { Persistence } from '../persistence/saved';
import type { SimulatorStorage } from '../persistence/storage';
import type { RunningSimulator } from './runningSimulator';

/** A trainer rewinds a few minutes, not an hour: twenty cover an exercise's faults and objectives. */
export const CHECKPOINTS_KEPT = 20;
/** What a checkpoint copies of the world's storage: every key but the clock's anchor, which a checkpoint holds as its own time, speed and pause. */
const NOT_COPIED = ['clock'];

const checkpointInfoSchema = z.object({
  id: z.number().int().min(1),
  label: z.string(),
  /** Simulator ms when it was taken. */
  simTime: z.number(),
  /** Wall-clock ms when it was taken. */
  wallTime: z.number(),
});
export type CheckpointInfo = z.infer<typeof checkpointInfoSchema>;

const checkpointSchema = checkpointInfoSchema.extend({
  speed: z.number().positive(),
  paused: z.boolean(),
  entries: z.record(z.string(), z.unknown()),
});
type Checkpoint = z.infer<typeof checkpointSchema>;

const checkpointUseSchema = checkpointInfoSchema.extend({
  how: z.enum(['rewind', 'fork']),
  /** Wall-clock ms of the rewind or fork. */
  at: z.number(),
  /** The world a fork made. */
  fork: z.string().optional(),
});
export type CheckpointUse = z.infer<typeof checkpointUseSchema>;

export const checkpointBookSchema = z.object({
  next: z.number().int().min(1),
  /** Rewinds so far: a trainee's page reloads when it changes. */
  epoch: z.number().int().min(0),
  list: z.array(checkpointSchema),
  used: z.array(checkpointUseSchema),
});
type CheckpointBook = z.infer<typeof checkpointBookSchema>;

/** Where a world's checkpoints are kept: read once when it comes back, written when they change. */
export interface CheckpointKeeping {
  read(): unknown;
  write(book: unknown): void;
}

/** A world's state at a checkpoint, or now: what a fork starts from (a kept world's entries and write time). */
export interface WorldSnapshot {
  entries: Record<string, unknown>;
  /** Wall-clock ms at which `entries.clock` reads the snapshot's simulator time. */
  savedAt: number;
  checkpoint: CheckpointInfo | null;
}

/** Which state a fork starts from: a checkpoint by id, the newest taken at or before a simulator time, or (neither) now. */
export interface ForkFrom {
  checkpoint?: number;
  atMs?: number;
}

export interface Checkpoints {
  /** Oldest first. */
  list(): CheckpointInfo[];
  take(label: string): CheckpointInfo;
  /** Puts the world back as it was at the checkpoint: data, clock (time, speed, pause), faults, events, trace, exercise. */
  rewind(id: number): Promise<CheckpointInfo>;
  snapshot(from?: ForkFrom): WorldSnapshot;
  /** A fork was made from `checkpoint` (or from now: not listed). */
  forked(checkpoint: CheckpointInfo | null, fork: string): void;
  used(): CheckpointUse[];
  epoch(): number;
  /** Told after each rewind (the classroom rereads what it keeps in the world's storage). */
  onRewind(listener: () => void): void;
}

export interface CheckpointOptions {
  sim: RunningSimulator;
  /** The world's storage and its persistence over it: the state a checkpoint copies and a rewind restores. */
  storage: SimulatorStorage;
  persistence: Persistence;
  keeping: CheckpointKeeping;
  limit?: number;
}

const infoOf = ({ id, label, simTime, wallTime }: CheckpointInfo): CheckpointInfo => ({ id, label, simTime, wallTime });

export function createCheckpoints({ sim, storage, persistence, keeping, limit = CHECKPOINTS_KEPT }: CheckpointOptions): Checkpoints {
  const kept = checkpointBookSchema.safeParse(keeping.read());
  const book: CheckpointBook = kept.success ? kept.data : { next: 1, epoch: 0, list: [], used: [] };
  const rewindListeners: Array<() => void> = [];
  const save = () => keeping.write(book);

  function copyNow(): Record<string, unknown> {
    sim.persist();
    const keys = storage.keys('').filter((key) => !NOT_COPIED.includes(key));
    return Object.fromEntries(keys.map((key) => [key, storage.read(key, z.unknown())]));
  }

  function find(id: number): Checkpoint {
    const checkpoint = book.list.find((candidate) => candidate.id === id);
    if (!checkpoint) throw new Error(`No checkpoint ${id}: the world keeps ${book.list.map((kept) => kept.id).join(', ') || 'none'}`);
    return checkpoint;
  }

  function noteUse(checkpoint: CheckpointInfo, how: CheckpointUse['how'], fork?: string): void {
    book.used.push({ ...infoOf(checkpoint), how, at: sim.clock.realNow(), ...(fork === undefined ? {} : { fork }) });
    save();
  }

  const checkpoints: Checkpoints = {
    list: () => book.list.map(infoOf),
    take(label) {
      const checkpoint: Checkpoint = {
        id: book.next,
        label,
        simTime: sim.clock.now(),
        wallTime: sim.clock.realNow(),
        speed: sim.clock.speed(),
        paused: sim.clock.paused(),
        entries: copyNow(),
      };
      book.next += 1;
      book.list = [...book.list, checkpoint].slice(-limit);
      save();
      return infoOf(checkpoint);
    },
    async rewind(id) {
      const checkpoint = find(id);
      storage.keys('').filter((key) => !NOT_COPIED.includes(key)).forEach((key) => storage.remove(key));
      Object.entries(checkpoint.entries).forEach(([key, value]) => storage.write(key, value));
      const saved = persistence.load();
      if (!saved) throw new Error(`Checkpoint ${id} holds no state this simulator reads`);
      // The page on the old state reloads (epoch); its stream comes back on the rewound world.
      sim.stream.drop();
      sim.clock.reset(checkpoint.simTime, checkpoint.speed, checkpoint.paused);
      await sim.restore(saved);
      book.epoch += 1;
      noteUse(checkpoint, 'rewind');
      rewindListeners.forEach((listener) => listener());
      return infoOf(checkpoint);
    },
    snapshot(from = {}) {
      const checkpoint = from.checkpoint !== undefined
        ? find(from.checkpoint)
        : from.atMs === undefined ? null : book.list.findLast((candidate) => candidate.simTime <= from.atMs!);
      if (from.atMs !== undefined && !checkpoint) throw new Error(`No checkpoint at or before simulator time ${from.atMs}`);
      const now = sim.clock.realNow();
      const state = checkpoint
        ? { entries: checkpoint.entries, simTime: checkpoint.simTime, speed: checkpoint.speed, paused: checkpoint.paused }
        : { entries: copyNow(), simTime: sim.clock.now(), speed: sim.clock.speed(), paused: sim.clock.paused() };
      return {
        entries: { ...structuredClone(state.entries), clock: { simTime: state.simTime, realTime: now, speed: state.speed, paused: state.paused } },
        savedAt: now,
        checkpoint: checkpoint ? infoOf(checkpoint) : null,
      };
    },
    forked(checkpoint, fork) {
      if (checkpoint) noteUse(checkpoint, 'fork', fork);
    },
    used: () => [...book.used],
    epoch: () => book.epoch,
    onRewind: (listener) => void rewindListeners.push(listener),
  };
  sim.bus.on('exercise.objectiveMet', ({ text }) => void checkpoints.take(`objective met: ${text}`));
  return checkpoints;
}
