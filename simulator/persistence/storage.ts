/**
 * The simulator's corner of localStorage: every key starts with "simulator:" so the app, which
 * clears its own "installer:" keys on a 401, never wipes the simulator and vice versa.
 */
import type { z } from 'zod';

const PREFIX = 'simulator:';

export interface SimulatorStorage {
  read<T>(key: string, schema: z.ZodType<T>): T | null;
  /** Returns false when the browser refused the write (quota). */
  write(key: string, value: unknown): boolean;
  remove(key: string): void;
}

export function prefixedStorage(store: Storage): SimulatorStorage {
  return {
    read(key, schema) {
      const raw = store.getItem(PREFIX + key);
      if (raw === null) return null;
      try {
        const parsed = schema.safeParse(JSON.parse(raw));
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },
    write(key, value) {
      try {
        store.setItem(PREFIX + key, JSON.stringify(value));
        return true;
      } catch (error) {
        console.warn(`Simulator: could not save ${PREFIX}${key}; it will not survive a reload.`, error);
        return false;
      }
    },
    remove(key) {
      store.removeItem(PREFIX + key);
    },
  };
}
