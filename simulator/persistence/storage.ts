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
  /** The keys (without the prefix) that start with `start`. */
  keys(start: string): string[];
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
      } catch {
        // Quota: the caller counts what it could not save and says so in the app's notice.
        return false;
      }
    },
    remove(key) {
      store.removeItem(PREFIX + key);
    },
    keys(start) {
      const found: string[] = [];
      for (let index = 0; index < store.length; index += 1) {
        const key = store.key(index);
        if (key?.startsWith(PREFIX + start)) found.push(key.slice(PREFIX.length));
      }
      return found;
    },
  };
}
