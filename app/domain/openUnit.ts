/**
 * Opening a unit from the list (spec 01 §4): which steps run before navigation and where it goes.
 * The hook in app/features/units/useOpenUnit.ts carries the steps out.
 */
import type { Unit } from '../api/schemas';
import { paths, type UnitRouteStyle } from '../config/paths';
import type { PendingWorkTicket } from './pendingWorkTicket';
import { workTypes } from './unitRow';
import { isOpenTicket } from './workTicketStatus';

export interface OpenUnitPlan {
  /** Another unit's unfinished ticket to check first, or null. */
  pendingToCheck: PendingWorkTicket | null;
  /** The gateway to create a permission for before leaving, or null. */
  permissionFor: string | null;
  route: string;
}

/** unit_v2 for install work when the unit-version-2 flag is on; the plain unit screen otherwise. */
export function unitRouteStyle(workType: string | null | undefined, unitVersion2: boolean): UnitRouteStyle {
  return unitVersion2 && workTypes(workType).includes('install') ? 'unit_v2' : 'unit';
}

export function planOpenUnit(
  unit: Pick<Unit, 'id' | 'communityId' | 'gatewayId' | 'permission' | 'installerPreviewData'>,
  options: { pending: PendingWorkTicket | null; unitVersion2: boolean },
): OpenUnitPlan {
  const { pending, unitVersion2 } = options;
  return {
    // Reopening the unit whose ticket is pending is how the installer finishes it: no check.
    pendingToCheck: pending && pending.addressId !== unit.id ? pending : null,
    permissionFor: unit.gatewayId && !unit.permission ? unit.gatewayId : null,
    route: paths.unit(unit.communityId, unit.id, unitRouteStyle(unit.installerPreviewData?.workType, unitVersion2)),
  };
}

/** What the pending ticket's fetch means for the unit being opened. */
export type PendingTicketCheck = { ok: true; status: string | null | undefined } | { ok: false; httpStatus: number | null };

/**
 * 'proceed': the record is stale (submitted, empty, or unreadable) and is cleared;
 * 'block': the installer must finish that unit first; 'stop': a 401 ended the session.
 */
export type PendingTicketVerdict = 'proceed' | 'block' | 'stop';

export function pendingTicketVerdict(check: PendingTicketCheck): PendingTicketVerdict {
  if (!check.ok) return check.httpStatus === 401 ? 'stop' : 'proceed';
  return isOpenTicket(check.status) ? 'block' : 'proceed';
}
