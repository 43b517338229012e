// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { clearStored, storedKey } from './storage';

const user = { uid: 'u1', name: 'Ada' };
const storedUser = storedKey('user', z.object({ uid: z.string(), name: z.string() }));
const storedToken = storedKey('token', z.string().min(1));

describe('storage', () => {
  beforeEach(() => localStorage.clear());

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
    clearStored();
    expect(storedToken.read()).toBeNull();
    expect(storedUser.read()).toBeNull();
    expect(localStorage.getItem('simulator:state')).toBe('{}');
  });
});
