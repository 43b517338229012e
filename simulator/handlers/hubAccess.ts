/**
 * Hubs and devices a user may reach: those of units in the user's communities. Reading a hub also
 * settles a finished reboot, restart or update into its record (see ../hub/lifecycle.ts).
 */
import type { Simulator } from '../core/simulator';
import type { HubRecord, UnitRecord, UserRecord } from '../db/schemas';
import { hasSettled, hubAt } from '../hub/lifecycle';
import { visibleUnit } from './access';

export function visibleHub(sim: Simulator, user: UserRecord, hubSerial: string): HubRecord | undefined {
  const hub = sim.db.hubs.findFirst((q) => q.where({ hub_serial_number: hubSerial }));
  return hub?.addressId != null && visibleUnit(sim, user, hub.addressId) ? hub : undefined;
}

export function visibleGatewayUnit(sim: Simulator, user: UserRecord, gatewayId: string): UnitRecord | undefined {
  const unit = sim.db.units.findFirst((q) => q.where({ gatewayId }));
  return unit && visibleUnit(sim, user, unit.id) ? unit : undefined;
}

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
