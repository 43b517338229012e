/**
 * The app's only door to localStorage. The layer that owns a record declares its key with a
 * schema (`storedKey`); a value that cannot be read (bad JSON, wrong shape, storage unavailable)
 * is removed and read as absent, so corrupted storage degrades to "signed out" or "no marker"
 * instead of a crash.
 */
import type { z } from 'zod';

const PREFIX = 'installer:';

export interface StoredKey<T> {
  read(): T | null;
  write(value: T): void;
  remove(): void;
}

function backend(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function storedKey<T>(name: string, schema: z.ZodType<T>): StoredKey<T> {
  const key = PREFIX + name;
  return {
    read() {
      const store = backend();
      const raw = store?.getItem(key) ?? null;
      if (store === null || raw === null) return null;
      try {
        const parsed = schema.safeParse(JSON.parse(raw));
        if (parsed.success) return parsed.data;
      } catch {
        // Not JSON: fall through and drop it.
      }
      store.removeItem(key);
      return null;
    },
    write(value) {
      backend()?.setItem(key, JSON.stringify(value));
    },
    remove() {
      backend()?.removeItem(key);
    },
  };
}

/** Clears everything the app stored (spec: "a 401 response clears local storage"). */
export function clearStored(): void {
  const store = backend();
  if (!store) return;
  const ours: string[] = [];
  for (let i = 0; i < store.length; i += 1) {
    const key = store.key(i);
    if (key?.startsWith(PREFIX)) ours.push(key);
  }
  ours.forEach((key) => store.removeItem(key));
}
