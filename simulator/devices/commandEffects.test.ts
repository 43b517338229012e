import { describe, expect, it } from 'vitest';
import { commandEffects, LOCK_THROW_MS, REPORT_MS } from './commandEffects';

describe('what a device command does (simulated hub)', () => {
  it.each([
    ['lock', 'lock', null, [{ sensorType: 'DoorLocked', value: 'True', afterMs: LOCK_THROW_MS }]],
    ['lock', 'unlock', null, [{ sensorType: 'DoorLocked', value: 'False', afterMs: LOCK_THROW_MS }]],
    ['switch', 'on', null, [{ sensorType: 'Switch', value: 'True', afterMs: REPORT_MS }]],
    ['switch', 'off', null, [{ sensorType: 'Switch', value: 'False', afterMs: REPORT_MS }]],
    ['dimmer', 'on', null, [{ sensorType: 'Dimmer', value: '99', afterMs: REPORT_MS }]],
    ['dimmer', 'off', null, [{ sensorType: 'Dimmer', value: '0', afterMs: REPORT_MS }]],
    ['thermostat', 'cool', null, [{ sensorType: 'ThermostatMode', value: 'Cool', afterMs: REPORT_MS }]],
    ['thermostat', 'cool', 72, [{ sensorType: 'ThermostatCoolSetpoint', value: '72', afterMs: REPORT_MS }]],
    ['thermostat', 'heat', null, [{ sensorType: 'ThermostatMode', value: 'Heat', afterMs: REPORT_MS }]],
    ['thermostat', 'heat', 68, [{ sensorType: 'ThermostatHeatSetpoint', value: '68', afterMs: REPORT_MS }]],
  ] as const)('a %s told %s (%s)', (type, command, value, changes) => {
    expect(commandEffects(type, command, value)).toEqual({ ok: true, changes });
  });

  it.each([
    ['lock', 'on'],
    ['switch', 'lock'],
    ['binary_sensor', 'on'],
    ['thermostat', 'off'],
  ] as const)('refuses to tell a %s %s', (type, command) => {
    expect(commandEffects(type, command, null)).toEqual({ ok: false, error: `command: a ${type} device does not take "${command}"` });
  });
});
