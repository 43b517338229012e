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
  ] as const)('a %s told %s (%s)', (type, command, value, changes) => {
    expect(commandEffects(type, command, value)).toEqual({ ok: true, changes });
  });

  // Unit 104's thermostat: cooling a 74° room to 72°, heat setpoint 68°.
  const cooling: Record<string, string> = { ThermostatMode: 'Cool', ThermostatCoolSetpoint: '72', ThermostatHeatSetpoint: '68', Temperature: '74', ThermostatOperatingState: 'Cooling' };
  const mode = (value: string) => ({ sensorType: 'ThermostatMode', value, afterMs: REPORT_MS });
  const state = (value: string) => ({ sensorType: 'ThermostatOperatingState', value, afterMs: REPORT_MS });
  const setpoint = (kind: 'Cool' | 'Heat', value: string) => ({ sensorType: `Thermostat${kind}Setpoint`, value, afterMs: REPORT_MS });
  it.each<[string, Record<string, string>, 'cool' | 'heat', number | null, object[]]>([
    ['Heat in a warm room stops the cooling', cooling, 'heat', null, [mode('Heat'), state('Idle')]],
    ['Heat in a cold room heats', { ...cooling, Temperature: '61' }, 'heat', null, [mode('Heat'), state('Heating')]],
    ['Cool in a warm room cools', { ...cooling, ThermostatMode: 'Heat', ThermostatOperatingState: 'Idle' }, 'cool', null, [mode('Cool'), state('Cooling')]],
    ['Cool in a cool room idles', { ...cooling, Temperature: '70' }, 'cool', null, [mode('Cool'), state('Idle')]],
    ['a mode without a temperature runs', {}, 'heat', null, [mode('Heat'), state('Heating')]],
    ['the setpoint of the mode in force decides again', { ...cooling, ThermostatMode: 'Heat', Temperature: '66' }, 'heat', 68, [setpoint('Heat', '68'), state('Heating')]],
    ['the cool setpoint while cooling', cooling, 'cool', 72, [setpoint('Cool', '72'), state('Cooling')]],
    ['the setpoint of another mode leaves the state alone', cooling, 'heat', 68, [setpoint('Heat', '68')]],
  ])('a thermostat: %s', (_case, readings, command, value, changes) => {
    expect(commandEffects('thermostat', command, value, (type) => readings[type])).toEqual({ ok: true, changes });
  });

  // Unit 104's thermostat as seeded: its fan in Auto, running while it cools.
  const fanned = { ...cooling, FanMode: 'Auto', FanState: 'Running' };
  const fan = (value: string) => ({ sensorType: 'FanState', value, afterMs: REPORT_MS });
  it.each<[string, Record<string, string>, 'cool' | 'heat', number | null, object[]]>([
    ['Heat in a warm room idles, and the fan in Auto stops', fanned, 'heat', null, [mode('Heat'), state('Idle'), fan('Idle')]],
    ['Heat in a cold room heats, and the fan keeps running', { ...fanned, Temperature: '61' }, 'heat', null, [mode('Heat'), state('Heating')]],
    ['Cool after an idle Heat starts the fan again', { ...fanned, ThermostatMode: 'Heat', ThermostatOperatingState: 'Idle', FanState: 'Idle' }, 'cool', null, [mode('Cool'), state('Cooling'), fan('Running')]],
    ['a cool setpoint above the room idles, and the fan stops', fanned, 'cool', 76, [setpoint('Cool', '76'), state('Idle'), fan('Idle')]],
    ['the fan in mode On runs while the thermostat idles', { ...fanned, FanMode: 'On' }, 'heat', null, [mode('Heat'), state('Idle')]],
    ['a fan that has not reported yet reports', { ...cooling, FanMode: 'Auto' }, 'heat', null, [mode('Heat'), state('Idle'), fan('Idle')]],
  ])('a thermostat with a fan: %s', (_case, readings, command, value, changes) => {
    expect(commandEffects('thermostat', command, value, (type) => readings[type])).toEqual({ ok: true, changes });
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
