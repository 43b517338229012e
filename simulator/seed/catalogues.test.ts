import { describe, expect, it } from 'vitest';
import { deviceModels, presetLocations, states } from './catalogues';

describe('catalogues', () => {
  it('has 64 preset locations in alphabetical order from Back Door to Water Heater', () => {
    expect(presetLocations).toHaveLength(64);
    expect(presetLocations[0]).toBe('Back Door');
    expect(presetLocations.at(-1)).toBe('Water Heater');
    expect([...presetLocations].sort((a, b) => a.localeCompare(b, 'en'))).toEqual(presetLocations);
  });

  it.each([
    ['Texas', 'TX'],
    ['District of Columbia', 'DC'],
    ['Puerto Rico', 'PR'],
    ['Guam', 'GU'],
    ['Ontario', 'ON'],
    ['Yukon', 'YT'],
  ])('maps %s to %s', (name, abbreviation) => {
    expect(states.find((state) => state.name === name)?.abbreviation).toBe(abbreviation);
  });

  it('lists 50 states and 13 Canadian provinces and territories', () => {
    expect(states.filter((s) => s.kind === 'state')).toHaveLength(50);
    expect(states.filter((s) => s.country === 'CA')).toHaveLength(13);
  });

  it('includes Yale locks among the device models', () => {
    expect(deviceModels.filter((m) => m.type === 'lock' && m.manufacturer === 'Yale').length).toBeGreaterThan(1);
  });
});
