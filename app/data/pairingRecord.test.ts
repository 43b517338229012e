// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { initialPairing, type PairingState } from '../domain/pairing/stages';
import { forgetPairing, readPairing, savePairing } from './pairingRecord';

const KEY = 'installer:pairing:1004';
const including: PairingState = { ...initialPairing('inclusion'), stage: { name: 'including', masterEndsAt: 1_795_000_000_000 } };

describe('the pairing record', () => {
  beforeEach(() => localStorage.clear());

  it('is kept per unit and read back as written', () => {
    savePairing(1004, including);
    expect(readPairing(1004)).toEqual(including);
    expect(readPairing(1005)).toBeNull();
    forgetPairing(1004);
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it.each([
    ['text that is not JSON', '{"mode":"inclusion","stage":'],
    ['JSON of another shape', JSON.stringify({ ...including, stage: { name: 'including' } })],
  ])('reads %s as no flow (a clean start) and removes it', (_name, raw) => {
    localStorage.setItem(KEY, raw);
    expect(readPairing(1004)).toBeNull();
    expect(localStorage.getItem(KEY)).toBeNull();
  });
});
