/** The icon kind and status text of a device row in the unit's Z-Wave list (spec 01 §2, 02 §2). */
import type { LiveDevice } from '../api/schemas';
import { binarySensorKind, isLocked, isOpen, isSwitchedOn, isWet, latestReading, motionDetected, type BinarySensorKind } from './sensors';
import { texts } from './texts';

/** Nest thermostats, the gateway and doorbells are not Z-Wave devices the installer manages here. */
const NOT_ZWAVE = new Set<LiveDevice['deviceType']>(['nest', 'gateway', 'doorbell']);

export function zWaveDevices(devices: readonly LiveDevice[]): LiveDevice[] {
  return devices.filter((device) => !NOT_ZWAVE.has(device.deviceType));
}

export function isZWaveDevice(device: Pick<LiveDevice, 'deviceType'>): boolean {
  return !NOT_ZWAVE.has(device.deviceType);
}

export function nestDevices(devices: readonly LiveDevice[]): LiveDevice[] {
  return devices.filter((device) => device.deviceType === 'nest');
}

export type DeviceIconKind = 'lock' | 'thermostat' | 'switch' | 'dimmer' | BinarySensorKind | 'sensor';

export interface DeviceRowStatus {
  icon: DeviceIconKind;
  /** Empty while the device has not reported the reading the status needs. */
  text: string;
  tone: 'normal' | 'error';
}

const words = texts.deviceStatus;

function choose(value: boolean | null, yes: string, no: string): string {
  return value === null ? '' : value ? yes : no;
}

function dimmerText(value: string | null | undefined): string {
  if (value === null || value === undefined || value.trim() === '') return '';
  const level = Number(value);
  if (!Number.isFinite(level)) return '';
  return level <= 0 ? words.off : words.percent(Math.round(level));
}

function binarySensorStatus(device: LiveDevice): DeviceRowStatus {
  const kind = binarySensorKind(device);
  const { sensors } = device;
  switch (kind) {
    case 'leak':
      // A leak sensor with alerts off is in test mode: say so loudly, whatever it reads.
      if (device.notifications === false) return { icon: 'leak', text: words.test, tone: 'error' };
      return { icon: 'leak', text: choose(isWet(sensors), words.wet, words.dry), tone: 'normal' };
    case 'motion':
      return { icon: 'motion', text: choose(motionDetected(sensors), words.motion, words.noMotion), tone: 'normal' };
    case 'contact':
      return { icon: 'contact', text: choose(isOpen(sensors), words.open, words.closed), tone: 'normal' };
    case null:
      return { icon: 'sensor', text: '', tone: 'normal' };
  }
}

export function deviceRowStatus(device: LiveDevice): DeviceRowStatus {
  const { sensors } = device;
  switch (device.deviceType) {
    case 'lock':
      return { icon: 'lock', text: choose(isLocked(sensors), words.locked, words.unlocked), tone: 'normal' };
    case 'thermostat':
      return { icon: 'thermostat', text: (latestReading(sensors, 'ThermostatMode')?.value ?? '').toUpperCase(), tone: 'normal' };
    case 'switch':
      return { icon: 'switch', text: choose(isSwitchedOn(sensors), words.on, words.off), tone: 'normal' };
    case 'dimmer':
      return { icon: 'dimmer', text: dimmerText(latestReading(sensors, 'Dimmer')?.value), tone: 'normal' };
    default:
      return binarySensorStatus(device);
  }
}
