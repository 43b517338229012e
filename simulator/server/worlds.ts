/**
 * The worlds of one simulator server (decision 0297): made on demand (a trainee joining, a test
 * worker asking), found by their secret key on every request and by their public id on control
 * calls, ended one by one. A cap keeps a flood of joins from exhausting the laptop's memory.
 */
import type { Scenario } from '../scenario/schema';
import type { World } from './world';

export interface WorldSummary {
  id: string;
  name: string;
  joinedAt: number;
}

export interface Worlds {
  /** Makes a world; rejects once `maxWorlds` are running. */
  create(name: string, scenario: Scenario): Promise<World>;
  byId(id: string): World | undefined;
  byKey(key: string): World | undefined;
  list(): World[];
  /** Ends a world: its stream connections close, its clock stops, its key stops working. */
  end(id: string): boolean;
  closeAll(): void;
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

export function createWorlds(make: (id: string, name: string, scenario: Scenario) => Promise<World>, maxWorlds = DEFAULT_MAX_WORLDS): Worlds {
  const byId = new Map<string, World>();
  const byKey = new Map<string, World>();
  let next = 1;
  let starting = 0;

  return {
    async create(name, scenario) {
      if (byId.size + starting >= maxWorlds) throw new WorldsFull(maxWorlds);
      const id = `w${next++}`;
      starting++;
      try {
        const world = await make(id, name, scenario);
        byId.set(world.id, world);
        byKey.set(world.key, world);
        return world;
      } finally {
        starting--;
      }
    },
    byId: (id) => byId.get(id),
    byKey: (key) => byKey.get(key),
    list: () => [...byId.values()],
    end(id) {
      const world = byId.get(id);
      if (!world) return false;
      byId.delete(id);
      byKey.delete(world.key);
      world.close();
      return true;
    },
    closeAll() {
      for (const id of [...byId.keys()]) this.end(id);
    },
  };
}
