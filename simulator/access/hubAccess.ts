/**
 * Hubs and devices a user may reach: those of units in the user's communities.
 */
import type { Simulator } from '../core/simulator';
import type { HubRecord, UnitRecord, UserRecord } from '../db/schemas';
import { visibleUnit } from './access';

export function visibleHub(sim: Simulator, user: UserRecord, hubSerial: string): HubRecord | undefined {
  const hub = sim.db.hubs.findFirst((q) => q.where({ hub_serial_number: hubSerial }));
  return hub?.addressId != null && visibleUnit(sim, user, hub.addressId) ? hub : undefined;
}

export function visibleGatewayUnit(sim: Simulator, user: UserRecord, gatewayId: string): UnitRecord | undefined {
  const unit = sim.db.units.findFirst((q) => q.where({ gatewayId }));
  return unit && visibleUnit(sim, user, unit.id) ? unit : undefined;
}
