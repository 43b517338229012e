/**
 * The pending work ticket record (app/domain/pendingWorkTicket.ts) in storage: written when work
 * starts on a unit, checked when another unit opens, cleared once that unit's ticket is closed.
 */
import type { Unit } from '../api/schemas';
import type { UnitRouteStyle } from '../config/paths';
import { mayRecord, pendingRecordFor, pendingWorkTicketSchema, type PendingWorkTicket } from '../domain/pendingWorkTicket';
import { storedKey } from '../lib/storage';

const stored = storedKey('pendingWorkTicket', pendingWorkTicketSchema);

export function readPendingTicket(): PendingWorkTicket | null {
  return stored.read();
}

/** Work starts on this unit; a record of another unit is kept (see mayRecord). */
export function recordWorkStart(unit: Pick<Unit, 'id' | 'unit' | 'communityId' | 'communityName'>, style: UnitRouteStyle): void {
  if (mayRecord(stored.read(), unit.id)) stored.write(pendingRecordFor(unit, style));
}

/** Clears the record when it is this unit's: its ticket was submitted, or found closed. */
export function clearPendingTicket(addressId: number): void {
  if (stored.read()?.addressId === addressId) stored.remove();
}
