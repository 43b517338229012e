import type { DatabaseSnapshot } from '../../db/database';
import type { SeededRandom } from './random';

/** Numbers that must stay unique across every bulk group of one seed. */
export interface SeedCounters {
  addressId: number;
  hubSerial: number;
}

export interface BulkContext {
  random: SeededRandom;
  out: DatabaseSnapshot;
  now: number;
  counters: SeedCounters;
}

export function nextHubSerial(counters: SeedCounters): string {
  counters.hubSerial += 1;
  return `HB2-${String(counters.hubSerial).padStart(7, '0')}`;
}
