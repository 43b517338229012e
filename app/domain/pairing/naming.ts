/**
 * Naming a newly included device (spec 02 §2 'Post-inclusion success', §5): which questions are
 * asked, the name field's label, default and options, when Next is enabled, and what is saved.
 */
import type { LiveDevice } from '../../api/schemas';
import { texts } from '../texts';

export const placements = ['Door', 'Sliding Door', 'Window', 'Leak', 'Motion'] as const;
export type Placement = (typeof placements)[number];

const contactPlacements: readonly Placement[] = ['Door', 'Sliding Door', 'Window'];

/**
 * Spec 02 §2, §3: Leak and Motion are hidden when only contact sensors are allowed, that is for a
 * sensor mounted at a contact placement or one that senses contact (a door/window sensor). The
 * device screen's selector and the naming after inclusion both ask this.
 */
export function placementOptions(mounted: Placement | null, sensesContact: boolean): readonly Placement[] {
  const contactOnly = sensesContact || (mounted !== null && contactPlacements.includes(mounted));
  return contactOnly ? contactPlacements : placements;
}

/** The metadata_id each placement is saved as (our numbering; the seed's sensors use 31–33). */
export const placementMetadataIds: Record<Placement, number> = {
  Door: 31,
  Motion: 32,
  Leak: 33,
  'Sliding Door': 34,
  Window: 35,
};

export type DeviceFamily = 'locks' | 'thermostats' | 'lights' | 'sensor';

const familyByType: Partial<Record<LiveDevice['deviceType'], DeviceFamily>> = {
  lock: 'locks',
  thermostat: 'thermostats',
  switch: 'lights',
  dimmer: 'lights',
  binary_sensor: 'sensor',
};

/** The install-locations family of the sales configuration a device's names come from. */
export function familyOf(deviceType: LiveDevice['deviceType']): DeviceFamily | null {
  return familyByType[deviceType] ?? null;
}

/** 'What is this sensor for?' is asked of binary sensors only. */
export const asksPlacement = (deviceType: LiveDevice['deviceType']) => deviceType === 'binary_sensor';

export function nameFieldLabel(deviceType: LiveDevice['deviceType']): string {
  return deviceType === 'thermostat' ? texts.pairing.naming.deviceName : texts.pairing.naming.deviceLocation;
}

/** Empty with the location-selection flag on (the installer must choose), else 'Unnamed'. */
export function defaultName(locationSelection: boolean): string {
  return locationSelection ? '' : texts.pairing.naming.unnamed;
}

/** Names offered when the community's install locations are not used or not available. */
export const presetNames: readonly string[] = [
  'Front Door', 'Back Door', 'Patio Door', 'Garage Door', 'Hallway', 'Living Room', 'Kitchen', 'Dining Room',
  'Primary Bedroom', 'Bedroom 2', 'Bedroom 3', 'Bathroom', 'Laundry Room', 'Water Heater', 'Under Kitchen Sink', 'Utility Closet',
];

const key = (name: string) => name.trim().toLowerCase();

/** The install locations, de-duplicated (ignoring case and spaces), without the names the unit already uses. */
export function nameOptions(locations: readonly string[], usedNames: readonly (string | null | undefined)[]): string[] {
  const used = new Set(usedNames.flatMap((name) => (name ? [key(name)] : [])));
  const seen = new Set<string>();
  return locations.flatMap((location) => {
    const trimmed = location.trim();
    if (!trimmed || used.has(key(trimmed)) || seen.has(key(trimmed))) return [];
    seen.add(key(trimmed));
    return [trimmed];
  });
}

/** How many options each 'More...' reveals. */
export const OPTIONS_PER_STEP = 5;

/** The options shown after `steps` presses of 'More...', and whether 'More...' is still offered. */
export function revealedOptions(options: readonly string[], steps: number): { shown: string[]; more: boolean } {
  const count = OPTIONS_PER_STEP * (steps + 1);
  return { shown: options.slice(0, count), more: options.length > count };
}

export interface NamingEntry {
  name: string;
  placement: Placement | null;
}

/**
 * Next is disabled when no name is chosen, when a binary sensor has no placement under the
 * location-selection flag, or when the hub stream is not open (spec 02 §5).
 */
export function canSave(entry: NamingEntry, deviceType: LiveDevice['deviceType'], rules: { locationSelection: boolean; streaming: boolean }): boolean {
  if (!rules.streaming || entry.name.trim() === '') return false;
  return !(rules.locationSelection && asksPlacement(deviceType) && entry.placement === null);
}

/** The body of PUT v3/device/{uid}/: the name, and for sensors the placement's metadata_id. */
export function namingChange(entry: NamingEntry, deviceType: LiveDevice['deviceType']): { givenName: string; metadata_id?: number } {
  const givenName = entry.name.trim();
  return asksPlacement(deviceType) && entry.placement ? { givenName, metadata_id: placementMetadataIds[entry.placement] } : { givenName };
}

/** After saving, a lock returns to the unit and any other device opens its device screen (spec 02 §2). */
export const openAfterSaving = (deviceType: LiveDevice['deviceType']): 'device' | 'unit' => (deviceType === 'lock' ? 'unit' : 'device');
