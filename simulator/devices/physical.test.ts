import { describe, expect, it } from 'vitest';
import { MOTION_RESET_MS, sensorKindOf, sensorReadings } from './physical';

describe('sensorKindOf', () => {
  it.each([
    ['Ecolink Door/Window Sensor', 'door'],
    ['Aeotec Door/Window Sensor 7', 'door'],
    ['Zooz ZSE18 Motion Sensor', 'motion'],
    ['Aeotec Water Sensor 7', 'leak'],
    ['Zooz ZEN71 On/Off Switch', null],
    ['Not in the catalogue', null],
  ] as const)('%s senses %s', (model, kind) => {
    expect(sensorKindOf(model)).toBe(kind);
  });
});

describe('sensorReadings', () => {
  it.each([
    ['door', 'open', [{ sensorType: 'DoorLocked', value: 'False', afterMs: 0 }]],
    ['door', 'close', [{ sensorType: 'DoorLocked', value: 'True', afterMs: 0 }]],
    ['motion', 'motion', [{ sensorType: 'Motion', value: 'True', afterMs: 0 }, { sensorType: 'DisturbanceReset', value: 'True', afterMs: MOTION_RESET_MS }]],
    ['leak', 'leak', [{ sensorType: 'BinarySensorWater', value: 'True', afterMs: 0 }]],
    ['leak', 'dry', [{ sensorType: 'BinarySensorWater', value: 'False', afterMs: 0 }]],
  ] as const)('a %s sensor, %s', (kind, action, changes) => {
    expect(sensorReadings(kind, action)).toEqual({ ok: true, changes });
  });

  it.each([
    ['door', 'motion', 'a door sensor does not sense "motion"'],
    ['motion', 'open', 'a motion sensor does not sense "open"'],
    ['leak', 'close', 'a leak sensor does not sense "close"'],
    [null, 'leak', 'not a door, motion or leak sensor'],
  ] as const)('refuses %s + %s', (kind, action, error) => {
    expect(sensorReadings(kind, action)).toEqual({ ok: false, error });
  });
});
