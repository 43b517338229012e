// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearStored, setStoredOwner } from '../lib/storage';
import { forgetKeptMasterCode, keepMasterCode, readKeptMasterCode } from './yaleMasterCodes';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  setStoredOwner('installer-1');
});
afterEach(() => clearStored('signOut'));

/** A generated code may already be in a lock: it stays until the server has it (decision 0268). */
describe('the kept Yale master code', () => {
  it.each<[string, () => void, string | null]>([
    ['a 401, then the same installer signs in again', () => (clearStored('expired'), setStoredOwner('installer-1')), '482915'],
    ['another installer signs in after the 401', () => (clearStored('expired'), setStoredOwner('installer-2')), null],
    ['sign-out', () => clearStored('signOut'), null],
    ['the server has it', () => forgetKeptMasterCode(1008), null],
  ])('%s', (_case, then, expected) => {
    keepMasterCode(1008, '482915');
    then();
    expect(readKeptMasterCode(1008)).toBe(expected);
  });

  it("is kept per unit: another unit's code is not this one's", () => {
    keepMasterCode(1008, '482915');
    expect(readKeptMasterCode(1009)).toBeNull();
  });
});
