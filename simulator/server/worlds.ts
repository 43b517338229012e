/**
 * The worlds of one simulator server (decision 0297): made on demand (a trainee joining, a test
 * worker asking), found by their secret key on every request and by their public id on control
 * calls, ended one by one. A cap keeps a flood of joins from exhausting the laptop's memory.
 * Worlds kept by the server's store come back under their own ids (decision 0395). A world forks
 * into a new one, from one of its checkpoints or from now (decision 0435).
 */
import type { Scenario } from '../scenario/schema';
import type { ForkFrom } from '../world/checkpoints';
import { randomWorldKey, type World } from './world';
import type { KeptWorld } from './worldStore';

export interface WorldSummary {
  id: string;
  name: string;
  joinedAt: number;
}

export interface Worlds {
  /** Makes a world; rejects once `maxWorlds` are running. */
  create(name: string, scenario: Scenario): Promise<World>;
  /** Brings back a world from its file, under its id and key; new worlds get later ids. */
  bringBack(kept: KeptWorld, scenario: Scenario): Promise<World>;
  byId(id: string): World | undefined;
  byKey(key: string): World | undefined;
  list(): World[];
  /**
   * A new world (new id and key) holding the state of world `id` at a checkpoint, or now; the world
   * forked from is left as it is. Rejects for no such world or checkpoint, or a server at its cap.
   */
  fork(id: string, from?: ForkFrom, name?: string): Promise<World>;
  /** Ends a world: its stream connections close, its clock stops, its key stops working, its kept file goes. */
  end(id: string): boolean;
  /** Stops every world, keeping what is kept: the server stops, the class goes on at its next start. */
  closeAll(): void;
  /** Tells `listener` of each world ended (not of those stopped with the server), just before it closes. */
  onEnd(listener: (world: World) => void): void;
}

/** A world asked of a server that runs its cap of them: full for now, not a failure (503, issue 35). */
export class WorldsFull extends Error {
  constructor(maxWorlds: number) {
    super(`This server already runs ${maxWorlds} worlds`);
    this.name = 'WorldsFull';
  }
}

/** Far above a class of 30 (and a test run's workers), far below what two cores hold. */
export const DEFAULT_MAX_WORLDS = 60;

export type MakeWorld = (id: string, name: string, scenario: Scenario, back?: KeptWorld) => Promise<World>;

const ID = /^w(\d+)$/;

export function createWorlds(make: MakeWorld, maxWorlds = DEFAULT_MAX_WORLDS): Worlds {
  const byId = new Map<string, World>();
  const byKey = new Map<string, World>();
  let next = 1;
  let starting = 0;
  const endListeners: Array<(world: World) => void> = [];

  async function add(id: string, name: string, scenario: Scenario, back?: KeptWorld): Promise<World> {
    if (byId.size + starting >= maxWorlds) throw new WorldsFull(maxWorlds);
    starting++;
    try {
      const world = await make(id, name, scenario, back);
      byId.set(world.id, world);
      byKey.set(world.key, world);
      return world;
    } finally {
      starting--;
    }
  }

  return {
    create: (name, scenario) => add(`w${next++}`, name, scenario),
    bringBack(kept, scenario) {
      if (byId.has(kept.id)) return Promise.reject(new Error(`World ${kept.id} is running already`));
      next = Math.max(next, Number(ID.exec(kept.id)?.[1] ?? 0) + 1);
      return add(kept.id, kept.name, scenario, kept);
    },
    async fork(id, from = {}, name) {
      const source = byId.get(id);
      if (!source) throw new Error(`No world ${id} on this server`);
      const snapshot = source.checkpoints.snapshot(from);
      const forkId = `w${next++}`;
      const forkName = (name ?? `${source.name} (fork)`).slice(0, 60);
      const kept: KeptWorld = { id: forkId, key: randomWorldKey(), name: forkName, joinedAt: snapshot.savedAt, savedAt: snapshot.savedAt, entries: snapshot.entries };
      const world = await add(forkId, forkName, source.sim.active().scenario, kept);
      source.checkpoints.forked(snapshot.checkpoint, forkId);
      world.checkpoints.take(`forked from ${id}${snapshot.checkpoint ? `: ${snapshot.checkpoint.label}` : ''}`);
      return world;
    },
    byId: (id) => byId.get(id),
    byKey: (key) => byKey.get(key),
    list: () => [...byId.values()],
    end(id) {
      const world = byId.get(id);
      if (!world) return false;
      byId.delete(id);
      byKey.delete(world.key);
      endListeners.forEach((listener) => listener(world));
      world.close(true);
      return true;
    },
    closeAll() {
      byId.forEach((world) => world.close());
      byId.clear();
      byKey.clear();
    },
    onEnd: (listener) => void endListeners.push(listener),
  };
}

/** Forks world `id` (from a checkpoint, the newest at or before a simulator time, or now) and answers the new world's id. */
export async function forkWorld(worlds: Worlds, id: string, from: ForkFrom = {}): Promise<string> {
  return (await worlds.fork(id, from)).id;
}
