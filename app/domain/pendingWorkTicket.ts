/**
 * The local pending work ticket record (spec 01 §3, §4): which unit's ticket the installer has
 * started and not submitted, so that opening another unit asks them to close it first.
 */
import type { Unit } from '../api/schemas';
import { paths, type UnitRouteStyle } from '../config/paths';
import type { PendingWorkTicket } from './openUnit';

/**
 * The ticket is closed on the unit screen itself (Finish, or the back arrow), so both routes
 * lead there, on the route style the installer was using.
 */
export function pendingRecordFor(unit: Pick<Unit, 'id' | 'unit' | 'communityId' | 'communityName'>, style: UnitRouteStyle): PendingWorkTicket {
  const route = paths.unit(unit.communityId, unit.id, style);
  return { addressId: unit.id, unit: unit.unit, communityId: unit.communityId, communityName: unit.communityName, unitRoute: route, workTicketRoute: route };
}

/**
 * A record of another unit stays: that ticket is still unchecked (this unit was reached without
 * the list, e.g. by its address), and forgetting it would lose the reminder.
 */
export function mayRecord(stored: PendingWorkTicket | null, addressId: number): boolean {
  return stored === null || stored.addressId === addressId;
}
