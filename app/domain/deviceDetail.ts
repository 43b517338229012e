/**
 * Rules of the device detail screen (spec 02 §2, §4, §5, §7): the type line, the placement
 * selector, what Done sends, the leak sensor's alert state and the commands each type takes.
 */
import type { DeviceCommand, LiveDevice } from '../api/schemas';
import { placementMetadataIds, placements, type Placement } from './placements';
import { binarySensorKind } from './sensors';
import { texts } from './texts';

type DeviceType = LiveDevice['deviceType'];

const words = texts.deviceDetail;

/** The placement a sensor's metadata_id stands for (the numbering of post-inclusion naming). */
export function placementOf(metadataId: number | null | undefined): Placement | null {
  return placements.find((placement) => placementMetadataIds[placement] === metadataId) ?? null;
}

/** '{placement} Sensor' or 'Sensor' for binary sensors; otherwise the capitalised device type. */
export function deviceTypeLine(deviceType: DeviceType, placement: Placement | null): string {
  if (deviceType === 'binary_sensor') return placement ? words.placementSensor(placement) : words.sensor;
  return deviceType.charAt(0).toUpperCase() + deviceType.slice(1);
}

export interface DeviceEntry {
  name: string;
  placement: Placement | null;
}

export type DeviceChange = { givenName?: string; metadata_id?: number };

/**
 * The body of PUT v3/device/{uid}/ when Done or the back arrow is pressed, or null when nothing is
 * to be sent: an empty name and an empty placement are ignored, and so is what did not change
 * (spec 02 §5). The placement is sent for binary sensors only.
 */
export function deviceChange(saved: DeviceEntry, entry: DeviceEntry, deviceType: DeviceType): DeviceChange | null {
  const name = entry.name.trim();
  const change: DeviceChange = {};
  if (name !== '' && name !== (saved.name ?? '').trim()) change.givenName = name;
  if (deviceType === 'binary_sensor' && entry.placement && entry.placement !== saved.placement) {
    change.metadata_id = placementMetadataIds[entry.placement];
  }
  return Object.keys(change).length > 0 ? change : null;
}

export function isLeakSensor(device: Pick<LiveDevice, 'deviceType' | 'sensors' | 'device_metadata' | 'sensor_readings'>): boolean {
  return device.deviceType === 'binary_sensor' && binarySensorKind(device) === 'leak';
}

/** Alerts are on (monitoring) unless the device says notifications are off (test mode). */
export const leakAlertsOn = (device: Pick<LiveDevice, 'notifications'>): boolean => device.notifications !== false;

const commandsByType: Partial<Record<DeviceType, readonly DeviceCommand[]>> = {
  lock: ['lock', 'unlock'],
  switch: ['on', 'off'],
  dimmer: ['on', 'off'],
  thermostat: ['cool', 'heat'],
};

export function deviceCommands(deviceType: DeviceType): readonly DeviceCommand[] {
  return commandsByType[deviceType] ?? [];
}

/** Spec 02 §4, §9: cool and heat are followed 500 ms later by the same command with its preset (°F). */
export const SETPOINT_FOLLOW_UP_MS = 500;

const setpointPresets: Partial<Record<DeviceCommand, number>> = { cool: 72, heat: 68 };

export function setpointPreset(command: DeviceCommand): number | null {
  return setpointPresets[command] ?? null;
}
