/**
 * The unit's open pairing flow in storage (domain/pairing/storedPairing.ts): written on every
 * change while the setup page is open, read when the page loads again, removed when the page is
 * left or the flow ends in a reload of its own (exclusion Done).
 */
import { storedPairingSchema } from '../domain/pairing/storedPairing';
import type { PairingState } from '../domain/pairing/stages';
import { storedKey } from '../lib/storage';

const recordOf = (addressId: number) => storedKey(`pairing:${addressId}`, storedPairingSchema);

export function readPairing(addressId: number): PairingState | null {
  return recordOf(addressId).read();
}

export function savePairing(addressId: number, state: PairingState): void {
  recordOf(addressId).write(state);
}

export function forgetPairing(addressId: number): void {
  recordOf(addressId).remove();
}
