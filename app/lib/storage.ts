/**
 * The app's only door to browser storage. The layer that owns a record declares its key with a
 * schema (`storedKey`); a value that cannot be read (bad JSON, wrong shape, storage unavailable)
 * is removed and read as absent, so corrupted storage degrades to "signed out" or "no marker"
 * instead of a crash.
 *
 * A write never throws. When localStorage refuses it (the phone's storage is full) the value goes
 * to this tab's sessionStorage, which survives a reload, and when that refuses too, to memory for
 * the life of the page: the work goes on, and `storageIsFull()` tells the app to say so. A later
 * write that localStorage accepts moves the spilled values back.
 *
 * Every record belongs to the signed-in user and goes at sign-out and on a 401, except a record
 * declared `keptAfterExpiry`: it is stored under its owner's id, survives a 401 for that user (who
 * signs in again) and goes at sign-out or when someone else signs in.
 *
 * A record declared `makesRoom` (one whose loss cannot be undone, such as a generated master code
 * a lock may already hold) is not spilled while the app's other records take up localStorage:
 * they are moved out to the spill tiers until it fits (decision 0268).
 *
 * A record declared `expendable` (the flight recording) lives in localStorage or nowhere: it is
 * never spilled, so it never makes the storage full, and it gives way to any other record that
 * does not fit (decision 0292).
 */
import type { ValueCheck } from './valueCheck';

const PREFIX = 'installer:';
const KEPT_PREFIX = `${PREFIX}kept:`;

export interface StoredKey<T> {
  read(): T | null;
  write(value: T): void;
  remove(): void;
  /** True while the value is in localStorage; false when absent or spilled (a reload or closing the tab may lose it). */
  isDurable(): boolean;
}

export interface StoredKeyOptions {
  /** The record survives a 401 for the same user; see the module comment. */
  keptAfterExpiry?: boolean;
  /** The record takes localStorage from the app's other records when it is full; see the module comment. */
  makesRoom?: boolean;
  /** The record is dropped rather than spilled, and gives way to the others; see the module comment. */
  expendable?: boolean;
}

type Tier = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

function browserTier(pick: () => Storage | undefined): Tier | null {
  try {
    return pick() ?? null;
  } catch {
    return null;
  }
}

const memory = new Map<string, string>();
const memoryTier: Tier = {
  getItem: (key) => memory.get(key) ?? null,
  setItem: (key, value) => void memory.set(key, value),
  removeItem: (key) => void memory.delete(key),
  key: (index) => [...memory.keys()][index] ?? null,
  get length() {
    return memory.size;
  },
};

/** Most durable first: localStorage, then this tab's sessionStorage, then memory. */
function tiers(): { durable: Tier | null; spill: Array<Tier | null> } {
  return {
    durable: browserTier(() => globalThis.localStorage),
    spill: [browserTier(() => globalThis.sessionStorage), memoryTier],
  };
}

function allTiers(): Tier[] {
  const { durable, spill } = tiers();
  return [durable, ...spill].filter((tier): tier is Tier => tier !== null);
}

function attempt<T>(action: () => T): { ok: true; value: T } | { ok: false } {
  try {
    return { ok: true, value: action() };
  } catch {
    return { ok: false };
  }
}

const listeners = new Set<() => void>();
const clearListeners = new Set<(reason: ClearReason) => void>();

export type ClearReason = 'signOut' | 'expired';

/** Full keys of the expendable records written in this page. */
const expendableKeys = new Set<string>();

/** Removes the expendable records from localStorage; true when there was one to remove. */
function dropExpendable(durable: Tier): boolean {
  const present = keysOf(durable).filter((key) => expendableKeys.has(key));
  present.forEach((key) => attempt(() => durable.removeItem(key)));
  return present.length > 0;
}

function notify(): void {
  listeners.forEach((listener) => listener());
}

function keysOf(tier: Tier): string[] {
  const keys: string[] = [];
  for (let i = 0; i < tier.length; i += 1) {
    const key = attempt(() => tier.key(i));
    if (key.ok && key.value?.startsWith(PREFIX)) keys.push(key.value);
  }
  return keys;
}

function readFrom(tier: Tier | null, key: string): string | null {
  if (!tier) return null;
  const raw = attempt(() => tier.getItem(key));
  return raw.ok ? raw.value : null;
}

function readRaw(key: string): string | null {
  // A write leaves the key in one tier only, so the first copy found is the latest.
  const { durable, spill } = tiers();
  for (const tier of [...spill, durable]) {
    const raw = readFrom(tier, key);
    if (raw !== null) return raw;
  }
  return null;
}

function removeRaw(key: string): void {
  allTiers().forEach((tier) => attempt(() => tier.removeItem(key)));
}

/** Moves spilled values back into localStorage, as far as it now has room. */
function returnSpilled(durable: Tier): void {
  for (const tier of tiers().spill) {
    if (!tier) continue;
    for (const key of keysOf(tier)) {
      const value = readFrom(tier, key);
      if (value === null || !attempt(() => durable.setItem(key, value)).ok) return;
      attempt(() => tier.removeItem(key));
    }
  }
}

/** Stores `value` in the first spill tier that takes it (the key must already be out of localStorage). */
function spillRaw(key: string, value: string): boolean {
  return tiers().spill.some((tier) => tier !== null && attempt(() => tier.setItem(key, value)).ok);
}

/**
 * Moves the app's other records from localStorage to the spill tiers, one at a time, until `key`
 * fits; true once it is in localStorage.
 */
function makeRoomFor(durable: Tier, key: string, value: string): boolean {
  for (const other of keysOf(durable).filter((candidate) => candidate !== key)) {
    const moved = readFrom(durable, other);
    if (moved === null) continue;
    attempt(() => durable.removeItem(other));
    if (!spillRaw(other, moved)) attempt(() => durable.setItem(other, moved));
    if (attempt(() => durable.setItem(key, value)).ok) return true;
  }
  return false;
}

function writeExpendable(key: string, value: string): void {
  const { durable } = tiers();
  expendableKeys.add(key);
  if (durable === null || !attempt(() => durable.setItem(key, value)).ok) removeRaw(key);
  notify();
}

function writeRaw(key: string, value: string, makesRoom: boolean): void {
  const { durable, spill } = tiers();
  const fits = (tier: Tier) => attempt(() => tier.setItem(key, value)).ok;
  const durableTook =
    durable !== null && (fits(durable) || (dropExpendable(durable) && fits(durable)) || (makesRoom && makeRoomFor(durable, key, value)));
  const stored = durableTook ? durable : spill.find((tier) => tier !== null && attempt(() => tier.setItem(key, value)).ok);
  // Only one tier keeps the key, so a read never finds an older copy.
  allTiers().filter((tier) => tier !== stored).forEach((tier) => attempt(() => tier.removeItem(key)));
  if (durable && durableTook && !makesRoom) returnSpilled(durable);
  notify();
}

/** Whose records `keptAfterExpiry` keys read and write; set by the session. */
let owner: string | null = null;

function keptPrefixOf(uid: string): string {
  return `${KEPT_PREFIX}${encodeURIComponent(uid)}:`;
}

function fullKey(name: string, options: StoredKeyOptions): string | null {
  if (!options.keptAfterExpiry) return PREFIX + name;
  return owner === null ? null : keptPrefixOf(owner) + name;
}

export function storedKey<T>(name: string, schema: ValueCheck<T>, options: StoredKeyOptions = {}): StoredKey<T> {
  return {
    read() {
      const key = fullKey(name, options);
      const raw = key === null ? null : readRaw(key);
      if (key === null || raw === null) return null;
      const parsed = attempt(() => schema.safeParse(JSON.parse(raw)));
      if (parsed.ok && parsed.value.success) return parsed.value.data;
      removeRaw(key);
      return null;
    },
    write(value) {
      const key = fullKey(name, options);
      if (key === null) return;
      if (options.expendable) writeExpendable(key, JSON.stringify(value));
      else writeRaw(key, JSON.stringify(value), options.makesRoom === true);
    },
    remove() {
      const key = fullKey(name, options);
      if (key === null) return;
      removeRaw(key);
      notify();
    },
    isDurable() {
      const key = fullKey(name, options);
      return key !== null && readFrom(tiers().durable, key) !== null;
    },
  };
}

/**
 * The signed-in user, whose kept records are read and written from now on. Kept records of
 * anyone else go: they were kept for a sign-in that is not coming.
 */
export function setStoredOwner(uid: string): void {
  owner = uid;
  const mine = keptPrefixOf(uid);
  allTiers().forEach((tier) => keysOf(tier).filter((key) => key.startsWith(KEPT_PREFIX) && !key.startsWith(mine)).forEach((key) => attempt(() => tier.removeItem(key))));
  notify();
}

/**
 * Clears the user's records: at sign-out every one of them ('signOut'); on a 401 all but the
 * records kept for the same user ('expired'; spec 01 §4: "a 401 response clears local storage").
 */
export function clearStored(reason: ClearReason = 'signOut'): void {
  const goes = (key: string) => reason === 'signOut' || !key.startsWith(KEPT_PREFIX);
  allTiers().forEach((tier) => keysOf(tier).filter(goes).forEach((key) => attempt(() => tier.removeItem(key))));
  if (reason === 'signOut') owner = null;
  clearListeners.forEach((listener) => listener(reason));
  notify();
}

/** True while a record lives outside localStorage: a reload or closing the tab may lose it. */
export function storageIsFull(): boolean {
  return tiers().spill.some((tier) => tier !== null && keysOf(tier).length > 0);
}

/** Called after every change to stored records (for `useSyncExternalStore`). */
export function subscribeStored(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called when sign-out or a 401 cleared the records, so stores that mirror one can forget it. */
export function onStoredCleared(listener: (reason: ClearReason) => void): () => void {
  clearListeners.add(listener);
  return () => clearListeners.delete(listener);
}
