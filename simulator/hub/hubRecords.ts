/**
 * Reading and writing a hub's record: reading settles a finished reboot, restart or update into
 * the record (see ./lifecycle.ts).
 */
import type { Simulator } from '../core/simulator';
import type { HubRecord } from '../db/schemas';
import { hasSettled, hubAt } from './lifecycle';

/** Stores a changed hub record in place of the one it was read from. */
export async function saveHub(sim: Simulator, stored: HubRecord, next: HubRecord): Promise<HubRecord> {
  await sim.db.hubs.update((q) => q.where({ hub_serial_number: stored.hub_serial_number }), {
    data: (draft) => void Object.assign(draft, next),
  });
  return next;
}

/** The hub as it is now; a lifecycle that has just finished is written back once. */
export async function observeHub(sim: Simulator, stored: HubRecord): Promise<HubRecord> {
  const now = hubAt(stored, sim.clock.now());
  return hasSettled(stored, now) ? saveHub(sim, stored, now) : now;
}
