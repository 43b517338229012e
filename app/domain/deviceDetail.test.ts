import { describe, expect, it } from 'vitest';
import type { LiveDevice } from '../api/schemas';
import {
  deviceChange,
  deviceCommands,
  deviceTypeLine,
  isLeakSensor,
  leakAlertsOn,
  placementOf,
  setpointPreset,
  type DeviceEntry,
} from './deviceDetail';
import { placementOptions } from './placements';

describe('the device screen (spec 02 §2, §4, §5)', () => {
  it.each<[LiveDevice['deviceType'], Parameters<typeof deviceTypeLine>[1], string]>([
    ['binary_sensor', 'Door', 'Door Sensor'],
    ['binary_sensor', 'Sliding Door', 'Sliding Door Sensor'],
    ['binary_sensor', null, 'Sensor'],
    ['lock', null, 'Lock'],
    ['thermostat', 'Leak', 'Thermostat'],
    ['switch', null, 'Switch'],
    ['dimmer', null, 'Dimmer'],
  ])('the type line of a %s placed %s reads %s', (type, placement, line) => {
    expect(deviceTypeLine(type, placement)).toBe(line);
  });

  it.each([
    [31, 'Door'],
    [32, 'Motion'],
    [33, 'Leak'],
    [34, 'Sliding Door'],
    [35, 'Window'],
    [11, null],
    [null, null],
  ] as const)('metadata_id %s is the placement %s', (id, placement) => {
    expect(placementOf(id)).toBe(placement);
  });

  it.each([
    ['Door', ['Door', 'Sliding Door', 'Window']],
    ['Window', ['Door', 'Sliding Door', 'Window']],
    ['Sliding Door', ['Door', 'Sliding Door', 'Window']],
    ['Leak', ['Door', 'Sliding Door', 'Window', 'Leak', 'Motion']],
    ['Motion', ['Door', 'Sliding Door', 'Window', 'Leak', 'Motion']],
    [null, ['Door', 'Sliding Door', 'Window', 'Leak', 'Motion']],
  ] as const)('a sensor mounted as %s may be placed %j', (mounted, options) => {
    expect(placementOptions(mounted, false)).toEqual(options);
  });

  const contacts = ['Door', 'Sliding Door', 'Window'];
  const all = [...contacts, 'Leak', 'Motion'];
  it.each([
    ['a new door/window sensor', null, true, contacts],
    ['a new leak, motion or unknown sensor', null, false, all],
    ['a contact sensor mounted as Window', 'Window', true, contacts],
  ] as const)('%s (mounted %s, senses contact: %s) may be placed %j', (_case, mounted, sensesContact, options) => {
    expect(placementOptions(mounted, sensesContact)).toEqual(options);
  });

  const saved: DeviceEntry = { name: 'Patio Door', placement: 'Door' };
  it.each<[string, DeviceEntry, LiveDevice['deviceType'], ReturnType<typeof deviceChange>]>([
    ['nothing changed', saved, 'binary_sensor', null],
    ['only spaces added to the name', { name: ' Patio Door ', placement: 'Door' }, 'binary_sensor', null],
    ['the name emptied, the placement cleared', { name: '  ', placement: null }, 'binary_sensor', null],
    ['a new name', { name: ' Back Door ', placement: 'Door' }, 'binary_sensor', { givenName: 'Back Door' }],
    ['a new placement', { name: 'Patio Door', placement: 'Window' }, 'binary_sensor', { metadata_id: 35 }],
    ['both', { name: 'Back Door', placement: 'Sliding Door' }, 'binary_sensor', { givenName: 'Back Door', metadata_id: 34 }],
    ['an emptied name with a new placement', { name: '', placement: 'Window' }, 'binary_sensor', { metadata_id: 35 }],
    ['a placement on a switch', { name: 'Patio Door', placement: 'Window' }, 'switch', null],
  ])('Done with %s sends %j', (_case, entry, type, change) => {
    expect(deviceChange(saved, entry, type)).toEqual(change);
  });

  it('names a device that had no name', () => {
    expect(deviceChange({ name: '', placement: null }, { name: 'Kitchen', placement: null }, 'switch')).toEqual({ givenName: 'Kitchen' });
  });

  const sensor = (sensorType: string, notifications: boolean | null): LiveDevice => ({
    uid: 'd',
    localId: '9',
    gatewayId: 'g',
    deviceType: 'binary_sensor',
    device_metadata: [],
    sensors: [{ sensorType, value: 'False' }],
    notifications,
  });

  it('knows a leak sensor and its alert setting', () => {
    expect(isLeakSensor(sensor('BinarySensorWater', true))).toBe(true);
    expect(isLeakSensor(sensor('DoorLocked', true))).toBe(false);
    expect([true, false, null].map((on) => leakAlertsOn(sensor('BinarySensorWater', on)))).toEqual([true, false, true]);
  });

  it.each([
    ['lock', ['lock', 'unlock']],
    ['switch', ['on', 'off']],
    ['dimmer', ['on', 'off']],
    ['thermostat', ['cool', 'heat']],
    ['binary_sensor', []],
    ['gateway', []],
  ] as const)('a %s takes the commands %j', (type, commands) => {
    expect(deviceCommands(type)).toEqual(commands);
  });

  it('follows cool with 72 and heat with 68, nothing else', () => {
    expect((['cool', 'heat', 'lock', 'on'] as const).map(setpointPreset)).toEqual([72, 68, null, null]);
  });
});
