/** What a unit row shows (spec 01 §2), as plain rules so the screen only lays them out. */
import type { InstallerPreviewData, Resident, Unit } from '../api/schemas';
import { texts } from './texts';

function residentName({ firstName, lastName, email }: Resident): string | null {
  const last = lastName?.trim();
  if (last) {
    const initial = firstName?.trim().charAt(0);
    return initial ? `${initial.toUpperCase()}. ${last}` : last;
  }
  return email?.trim() || null;
}

/**
 * 'J. Smith' per resident (or the e-mail when there is no last name), joined with ', ';
 * 'Vacant' when a hub is assigned but nobody lives there; nothing for an empty unit without a hub.
 */
export function residentsLabel(unit: Pick<Unit, 'gatewayId' | 'residents'>): string | null {
  const names = unit.residents.map(residentName).filter((name): name is string => name !== null);
  if (names.length > 0) return names.join(', ');
  return unit.gatewayId ? texts.units.vacant : null;
}

/** A gateway without a hub serial (a legacy gateway) gets the disabled icon. */
export function hasHubWithoutSerial(unit: Pick<Unit, 'gatewayId' | 'hub_serial'>): boolean {
  return Boolean(unit.gatewayId) && !unit.hub_serial?.trim();
}

/** Only a submitted Complete reads Complete; every other ticket state still needs work. */
export function statusLabel(preview: Pick<InstallerPreviewData, 'workTicketStatus'>): string {
  return preview.workTicketStatus === 'Complete' ? texts.units.complete : texts.units.incomplete;
}

/** Work types are ';'-separated ('install;service'). */
export function workTypes(workType: string | null | undefined): string[] {
  return (workType ?? '')
    .split(';')
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean);
}

/** PTE (permission to enter) matters only on service visits. */
export function showsPte(workType: string | null | undefined): boolean {
  return workTypes(workType).includes('service');
}

export function workTypeLabel(workType: string | null | undefined): string {
  return workTypes(workType).join(', ');
}

const dateFormat = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** '2026-11-23' as 'Mon, Nov 23, 2026'; anything unreadable is shown as given. */
export function formatScheduledDate(date: string): string {
  if (!/^\d{4}-\d{2}-\d{2}/.test(date)) return date;
  const parsed = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? date : dateFormat.format(parsed);
}
