// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { clearStored, onStoredCleared, setStoredOwner, storageIsFull, storedKey, subscribeStored } from './storage';

const user = { uid: 'u1', name: 'Ada' };
const storedUser = storedKey('user', z.object({ uid: z.string(), name: z.string() }));
const storedToken = storedKey('token', z.string().min(1));
const draft = storedKey('draft', z.string(), { keptAfterExpiry: true });

/** Makes these browser storages refuse every write, as a full disk does. */
function fill(...full: Storage[]) {
  const original = Storage.prototype.setItem;
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key: string, value: string) {
    if (full.includes(this)) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    original.call(this, key, value);
  });
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  vi.restoreAllMocks();
  // Forget what a test left in memory or for an owner.
  clearStored('signOut');
});

describe('storage', () => {
  it('round-trips a value under the app prefix', () => {
    storedUser.write(user);
    expect(storedUser.read()).toEqual(user);
    expect(localStorage.getItem('installer:user')).toBe(JSON.stringify(user));
  });

  it.each([
    ['not JSON', '{oops'],
    ['the wrong shape', JSON.stringify({ uid: 7 })],
    ['null', 'null'],
    ['an empty string token', JSON.stringify('')],
  ])('reads %s as absent and removes it', (_label, raw) => {
    localStorage.setItem('installer:user', raw);
    localStorage.setItem('installer:token', raw);
    expect(storedUser.read()).toBeNull();
    expect(storedToken.read()).toBeNull();
    expect(localStorage.getItem('installer:user')).toBeNull();
    expect(localStorage.getItem('installer:token')).toBeNull();
  });

  it('removes one key', () => {
    storedToken.write('abc');
    storedToken.remove();
    expect(storedToken.read()).toBeNull();
  });

  it("clears only the app's own keys", () => {
    storedToken.write('abc');
    storedUser.write(user);
    localStorage.setItem('simulator:state', '{}');
    clearStored('signOut');
    expect(storedToken.read()).toBeNull();
    expect(storedUser.read()).toBeNull();
    expect(localStorage.getItem('simulator:state')).toBe('{}');
  });

  it('tells stores that mirror a record when records are cleared', () => {
    const cleared = vi.fn();
    const stop = onStoredCleared(cleared);
    clearStored('expired');
    stop();
    clearStored('signOut');
    expect(cleared).toHaveBeenCalledTimes(1);
    expect(cleared).toHaveBeenCalledWith('expired');
  });
});

describe('full storage', () => {
  it('a refused write goes to this tab (surviving a reload) and says the storage is full', () => {
    const changed = vi.fn();
    const stop = subscribeStored(changed);
    fill(localStorage);
    expect(() => storedToken.write('abc')).not.toThrow();
    stop();
    expect(storedToken.read()).toBe('abc');
    expect(sessionStorage.getItem('installer:token')).toBe('"abc"');
    expect(localStorage.getItem('installer:token')).toBeNull();
    expect(storageIsFull()).toBe(true);
    expect(changed).toHaveBeenCalled();
  });

  it('when this tab refuses too, the value lives in memory for the page', () => {
    fill(localStorage, sessionStorage);
    storedUser.write(user);
    expect(storedUser.read()).toEqual(user);
    expect(sessionStorage.getItem('installer:user')).toBeNull();
    expect(storageIsFull()).toBe(true);
  });

  it('a spilled value replaces the older copy, so a read never finds a stale one', () => {
    storedToken.write('old');
    fill(localStorage);
    storedToken.write('new');
    expect(storedToken.read()).toBe('new');
    expect(localStorage.getItem('installer:token')).toBeNull();
  });

  it('once storage has room again, the next write moves spilled values back', () => {
    fill(localStorage, sessionStorage);
    storedToken.write('abc');
    vi.restoreAllMocks();
    storedUser.write(user);
    expect(localStorage.getItem('installer:token')).toBe('"abc"');
    expect(storageIsFull()).toBe(false);
  });

  it('sign-out clears spilled values too', () => {
    fill(localStorage);
    storedToken.write('abc');
    clearStored('signOut');
    expect(storedToken.read()).toBeNull();
    expect(storageIsFull()).toBe(false);
  });
});

/** Makes localStorage refuse a write once its keys and values would pass `limit` characters, as a nearly full disk does. */
function limitLocalStorage(limit: number) {
  const original = Storage.prototype.setItem;
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key: string, value: string) {
    if (this === localStorage) {
      const others = Object.keys(localStorage).filter((other) => other !== key);
      const used = others.reduce((sum, other) => sum + other.length + (localStorage.getItem(other) ?? '').length, 0);
      if (used + key.length + value.length > limit) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    }
    original.call(this, key, value);
  });
}

describe('a record that makes room (decision 0268)', () => {
  const precious = storedKey('precious', z.string(), { makesRoom: true });

  it.each<[string, number, boolean, string | null]>([
    // Limits in characters (keys and values): the token takes 20, the user 39, the precious record 30.
    ['room enough: localStorage as any record', 1_000, true, 'installer:precious'],
    ["full: the app's other records move to this tab until it fits", 70, true, 'installer:precious'],
    ['too small even alone: it spills, and says so', 20, false, null],
  ])('%s', (_case, limit, durable, inLocalStorage) => {
    storedToken.write('abc');
    storedUser.write(user);
    limitLocalStorage(limit);
    precious.write('"482915"');
    expect(precious.isDurable()).toBe(durable);
    expect(precious.read()).toBe('"482915"');
    expect(Object.keys(localStorage).find((key) => key === 'installer:precious') ?? null).toBe(inLocalStorage);
    // Nothing else is lost: what moved out is read from this tab.
    expect(storedToken.read()).toBe('abc');
    expect(storedUser.read()).toEqual(user);
  });

  it('an ordinary record spills instead, leaving the others where they are', () => {
    storedToken.write('abc');
    limitLocalStorage(30);
    storedUser.write(user);
    expect(storedUser.isDurable()).toBe(false);
    expect(localStorage.getItem('installer:token')).toBe('"abc"');
    expect(sessionStorage.getItem('installer:user')).toBe(JSON.stringify(user));
  });
});

describe('records kept after a 401 for the same user', () => {
  it('a 401 keeps them; the same user reads them after signing in again', () => {
    setStoredOwner('u1');
    draft.write('closing notes');
    storedToken.write('abc');
    clearStored('expired');
    expect(storedToken.read()).toBeNull();
    setStoredOwner('u1');
    expect(draft.read()).toBe('closing notes');
  });

  it('another user never reads them, and signing in drops them', () => {
    setStoredOwner('u1');
    draft.write('closing notes');
    clearStored('expired');
    setStoredOwner('u2');
    expect(draft.read()).toBeNull();
    setStoredOwner('u1');
    expect(draft.read()).toBeNull();
  });

  it('sign-out drops them', () => {
    setStoredOwner('u1');
    draft.write('closing notes');
    clearStored('signOut');
    setStoredOwner('u1');
    expect(draft.read()).toBeNull();
  });

  it('nobody signed in since the page loaded: nothing is read or written', () => {
    draft.write('lost');
    expect(draft.read()).toBeNull();
    expect(Object.keys(localStorage)).toEqual([]);
  });
});

describe('an expendable record (decision 0292)', () => {
  const recording = storedKey('recording', z.string(), { expendable: true });

  it('is dropped, not spilled, when localStorage refuses it: the storage is not full because of it', () => {
    recording.write('old');
    fill(localStorage);
    recording.write('new');
    expect(recording.read()).toBeNull();
    expect(sessionStorage.getItem('installer:recording')).toBeNull();
    expect(storageIsFull()).toBe(false);
  });

  it('gives way to any other record that does not fit', () => {
    limitLocalStorage(60);
    recording.write('x'.repeat(30));
    storedToken.write('t'.repeat(20));
    expect(storedToken.read()).toBe('t'.repeat(20));
    expect(storedToken.isDurable()).toBe(true);
    expect(recording.read()).toBeNull();
    expect(storageIsFull()).toBe(false);
  });

  it('goes at sign-out like every record', () => {
    recording.write('kept until sign-out');
    clearStored('signOut');
    expect(recording.read()).toBeNull();
  });
});
