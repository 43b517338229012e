/**
 * The app's only door to localStorage. Every key is declared with a schema; a value that
 * cannot be read (bad JSON, wrong shape, storage unavailable) is removed and read as absent,
 * so corrupted storage degrades to "signed out" or "no marker" instead of a crash.
 */
import { z } from 'zod';
import { userSchema } from '../api/schemas';
import { unitTodoSchema } from '../domain/unitTodo';

const PREFIX = 'installer:';

export const storageSchemas = {
  token: z.string().min(1),
  user: userSchema,
  /** Hub serial -> when this device started a reboot (ms); app/domain/hubModes.ts judges each entry. */
  rebootMarkers: z.record(z.string(), z.unknown()),
  /** Hub serial -> when this device started a restart (ms). */
  restartMarkers: z.record(z.string(), z.unknown()),
  /** The lock to-do record of the unit being worked on (app/domain/unitTodo.ts). */
  unitTodo: unitTodoSchema,
  /** communities.get's flag: the side drawer offers 'Switch community' only when it is true. */
  multipleCommunitiesAvailable: z.boolean(),
  /** The unit whose work ticket was started and not yet submitted (written when work starts). */
  pendingWorkTicket: z.object({
    addressId: z.number().int(),
    unit: z.string(),
    communityId: z.string(),
    communityName: z.string(),
    unitRoute: z.string(),
    workTicketRoute: z.string(),
  }),
} satisfies Record<string, z.ZodType>;

export type StorageKey = keyof typeof storageSchemas;
export type StoredValue<K extends StorageKey> = z.infer<(typeof storageSchemas)[K]>;

function backend(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function readStored<K extends StorageKey>(key: K): StoredValue<K> | null {
  const store = backend();
  if (!store) return null;
  const raw = store.getItem(PREFIX + key);
  if (raw === null) return null;
  try {
    const parsed = storageSchemas[key].safeParse(JSON.parse(raw));
    if (parsed.success) return parsed.data as StoredValue<K>;
  } catch {
    // Not JSON: fall through and drop it.
  }
  store.removeItem(PREFIX + key);
  return null;
}

export function writeStored<K extends StorageKey>(key: K, value: StoredValue<K>): void {
  backend()?.setItem(PREFIX + key, JSON.stringify(value));
}

export function removeStored(key: StorageKey): void {
  backend()?.removeItem(PREFIX + key);
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
