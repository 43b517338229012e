import { beforeEach, describe, expect, it } from 'vitest';
import { clearStored, readStored, removeStored, writeStored } from './storage';

const user = { uid: 'u1', firstName: 'Ada', lastName: 'Lopez', email: 'ada@example.com' };

describe('storage', () => {
  beforeEach(() => localStorage.clear());

  it('round-trips a value under the app prefix', () => {
    writeStored('user', user);
    expect(readStored('user')).toEqual(user);
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
    expect(readStored('user')).toBeNull();
    expect(readStored('token')).toBeNull();
    expect(localStorage.getItem('installer:user')).toBeNull();
    expect(localStorage.getItem('installer:token')).toBeNull();
  });

  it('removes one key', () => {
    writeStored('token', 'abc');
    removeStored('token');
    expect(readStored('token')).toBeNull();
  });

  it("clears only the app's own keys", () => {
    writeStored('token', 'abc');
    writeStored('user', user);
    localStorage.setItem('simulator:state', '{}');
    clearStored();
    expect(readStored('token')).toBeNull();
    expect(readStored('user')).toBeNull();
    expect(localStorage.getItem('simulator:state')).toBe('{}');
  });
});
