import { describe, expect, it } from 'vitest';
import { devicePresetNames } from '../../app/domain/devicePresetNames';
import { presetLocationsJson } from '../../fixtures';

describe("the device screen's preset names (spec 02 §5)", () => {
  it('are the 64 names of fixtures/preset-locations.json, Back Door to Water Heater', () => {
    expect(devicePresetNames).toEqual(presetLocationsJson);
    expect([devicePresetNames.length, devicePresetNames[0], devicePresetNames.at(-1)]).toEqual([64, 'Back Door', 'Water Heater']);
  });
});
