/**
 * The local pending work ticket record (spec 01 §3, §4): which unit's ticket the installer has
 * started and not submitted, so that opening another unit asks them to close it first.
 */
import { z } from 'zod';
import type { Unit } from '../api/schemas';
import { paths, type UnitRouteStyle } from '../config/paths';

export const pendingWorkTicketSchema = z.object({
  addressId: z.number().int(),
  unit: z.string(),
  communityId: z.string(),
  communityName: z.string(),
  unitRoute: z.string(),
  workTicketRoute: z.string(),
});
export type PendingWorkTicket = z.infer<typeof pendingWorkTicketSchema>;

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

/**
 * Where 'Go to Unit' leads: the stored route when it is this unit's route in this app, else the
 * unit's plain route. A record from another version of the app, or one edited by hand, must not
 * send the installer (or the router, which throws on another origin) anywhere else.
 */
export function pendingUnitRoute(pending: Pick<PendingWorkTicket, 'addressId' | 'communityId' | 'unitRoute'>): string {
  const styles: UnitRouteStyle[] = ['unit', 'unit_v2'];
  const ours = styles.map((style) => paths.unit(pending.communityId, pending.addressId, style));
  return ours.includes(pending.unitRoute) ? pending.unitRoute : paths.unit(pending.communityId, pending.addressId);
}
