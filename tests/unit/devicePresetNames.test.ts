import { describe, expect, it } from 'vitest';
import { devicePresetNames, presetNameChoices } from '../../app/domain/devicePresetNames';
import { presetLocationsJson } from '../../fixtures';

describe("the device screen's preset names (spec 02 §5)", () => {
  it('are the 64 names of fixtures/preset-locations.json, Back Door to Water Heater', () => {
    expect(devicePresetNames).toEqual(presetLocationsJson);
    expect([devicePresetNames.length, devicePresetNames[0], devicePresetNames.at(-1)]).toEqual([64, 'Back Door', 'Water Heater']);
  });

  it.each([
    ['every name while the field holds the current name, not typed in', 'Front Door', false, 64],
    ['every name for an empty field', '', true, 64],
    ['the names containing what was typed, ignoring case', 'door', true, 7],
    ['none for a name of their own', 'Wine cellar', true, 0],
  ])('the picker lists %s', (_case, input, typed, count) => {
    expect(presetNameChoices(input, typed)).toHaveLength(count);
  });
});
