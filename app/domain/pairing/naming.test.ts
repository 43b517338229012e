import { describe, expect, it } from 'vitest';
import { texts } from '../texts';
import { asksPlacement, canSave, defaultName, familyOf, nameFieldLabel, nameOptions, namingChange, openAfterSaving, revealedOptions } from './naming';
import { placements } from '../placements';

describe('post-inclusion naming (spec 02 §2, §5)', () => {
  it('asks what a sensor is for, with the spec placements, of binary sensors only', () => {
    expect(placements).toEqual(['Door', 'Sliding Door', 'Window', 'Leak', 'Motion']);
    expect((['binary_sensor', 'lock', 'thermostat', 'switch', 'dimmer'] as const).map(asksPlacement)).toEqual([true, false, false, false, false]);
  });

  it.each([
    ['thermostat', texts.pairing.naming.deviceName],
    ['lock', texts.pairing.naming.deviceLocation],
    ['binary_sensor', texts.pairing.naming.deviceLocation],
    ['switch', texts.pairing.naming.deviceLocation],
  ] as const)('labels the name field of a %s %s', (type, label) => {
    expect(nameFieldLabel(type)).toBe(label);
  });

  it('defaults to empty with location-selection on, else Unnamed', () => {
    expect(defaultName(true)).toBe('');
    expect(defaultName(false)).toBe('Unnamed');
  });

  it('takes names from the device family', () => {
    expect((['lock', 'thermostat', 'switch', 'dimmer', 'binary_sensor', 'nest'] as const).map(familyOf)).toEqual(['locks', 'thermostats', 'lights', 'lights', 'sensor', null]);
  });

  it('offers the install locations de-duplicated, without names the unit already uses', () => {
    expect(nameOptions(['Front Door', 'Patio Door', ' front door', 'Hallway', 'Hallway', '', 'Water Heater'], ['patio door', null, 'Kitchen'])).toEqual([
      'Front Door',
      'Hallway',
      'Water Heater',
    ]);
  });

  it("reveals options five at a time through 'More...'", () => {
    const options = Array.from({ length: 12 }, (_, i) => `Room ${i + 1}`);
    expect(revealedOptions(options, 0)).toEqual({ shown: options.slice(0, 5), more: true });
    expect(revealedOptions(options, 1)).toEqual({ shown: options.slice(0, 10), more: true });
    expect(revealedOptions(options, 2)).toEqual({ shown: options, more: false });
    expect(revealedOptions(options.slice(0, 5), 0)).toEqual({ shown: options.slice(0, 5), more: false });
  });

  it.each([
    ['a name, streaming', { name: 'Hallway', placement: null }, 'switch', true, true, true],
    ['no name', { name: '  ', placement: null }, 'switch', true, true, false],
    ['not streaming', { name: 'Hallway', placement: null }, 'switch', true, false, false],
    ['a sensor without placement, location-selection on', { name: 'Hallway', placement: null }, 'binary_sensor', true, true, false],
    ['a sensor without placement, location-selection off', { name: 'Hallway', placement: null }, 'binary_sensor', false, true, true],
    ['a sensor with placement', { name: 'Hallway', placement: 'Motion' }, 'binary_sensor', true, true, true],
  ] as const)('Next with %s: %s', (_case, entry, type, locationSelection, streaming, enabled) => {
    expect(canSave(entry, type, { locationSelection, streaming })).toBe(enabled);
  });

  it('saves the name, and the placement for sensors only', () => {
    expect(namingChange({ name: ' Patio Door ', placement: 'Sliding Door' }, 'binary_sensor')).toEqual({ givenName: 'Patio Door', metadata_id: 34 });
    expect(namingChange({ name: 'Patio Door', placement: null }, 'binary_sensor')).toEqual({ givenName: 'Patio Door' });
    expect(namingChange({ name: 'Hallway', placement: 'Door' }, 'thermostat')).toEqual({ givenName: 'Hallway' });
  });

  it('a lock returns to the unit, any other device opens its screen', () => {
    expect((['lock', 'thermostat', 'switch', 'binary_sensor'] as const).map(openAfterSaving)).toEqual(['unit', 'device', 'device', 'device']);
  });
});
