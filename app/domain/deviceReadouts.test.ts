import { describe, expect, it } from 'vitest';
import type { LiveDevice } from '../api/schemas';
import { batteryReadingAge, deviceReadouts, dimmerState } from './deviceReadouts';

const NOW = Date.parse('2026-11-23T15:00:00Z');
const ago = (minutes: number) => new Date(NOW - minutes * 60_000).toISOString();

function device(deviceType: LiveDevice['deviceType'], sensors: Array<[string, string | null, number?]>, more: Partial<LiveDevice> = {}): LiveDevice {
  return {
    uid: 'dev-1',
    localId: '5',
    gatewayId: 'gw',
    deviceType,
    device_metadata: [],
    sensors: sensors.map(([sensorType, value, minutes = 1]) => ({ sensorType, value, timeIssued: ago(minutes) })),
    ...more,
  };
}

/** The read-outs as 'LABEL: value (helper)' lines, the way the table reads. */
const lines = (subject: LiveDevice) =>
  deviceReadouts(subject, NOW).map(({ label, value, helper }) => `${label}: ${value}${helper ? ` (${helper})` : ''}`);

const dcm = (version: number, masterCodeSynced: boolean) => ({ version, codesExpected: 8, codesSynced: 3, masterCodeExpected: true, masterCodeSynced });

describe('device read-outs (spec 02 §2, the read-outs table)', () => {
  it.each<[string, LiveDevice, string[]]>([
    ['a locked lock, legacy code module', device('lock', [['DoorLocked', 'True'], ['BatteryLevel', '64']], { dcm: dcm(1, false) }), ['DOOR LOCK STATE: Locked', 'BATTERY LEVEL: 64%']],
    [
      'an unlocked lock expecting codes',
      device('lock', [['DoorLocked', 'False'], ['BatteryLevel', '12']], { dcm: dcm(2, false) }),
      ['DOOR LOCK STATE: Unlocked', 'BATTERY LEVEL: 12%', 'DOOR CODES: 3 of 8 synced'],
    ],
    [
      'a lock whose master code was synced',
      device('lock', [['DoorLocked', 'True'], ['BatteryLevel', '86']], { dcm: dcm(2, true) }),
      ['DOOR LOCK STATE: Locked', 'BATTERY LEVEL: 86%', 'DOOR CODES: 3 of 8 synced (Master code was reset)'],
    ],
    ['a lock without a battery reading', device('lock', [['DoorLocked', 'True']]), ['DOOR LOCK STATE: Locked', 'BATTERY LEVEL: Not yet reported']],
    ['a lock that never reported', device('lock', []), ['DOOR LOCK STATE: Waiting for device...', 'BATTERY LEVEL: Waiting for device...']],
    [
      'a thermostat reporting everything',
      device('thermostat', [
        ['ThermostatMode', 'Cool'], ['ThermostatCoolSetpoint', '72'], ['ThermostatHeatSetpoint', '68'], ['FanMode', 'Auto'],
        ['ThermostatOperatingState', 'Cooling'], ['Temperature', '74'], ['FanState', 'Running'], ['Humidity', '41'], ['BatteryLevel', '90'],
      ]),
      [
        'MODE: Cool', 'COOL SETPOINT: 72°F', 'HEAT SETPOINT: 68°F', 'FAN MODE: Auto', 'OPERATING STATE: Cooling',
        'CURRENT TEMPERATURE: 74°F', 'FAN STATE: Running', 'HUMIDITY: 41%', 'BATTERY LEVEL: 90%',
      ],
    ],
    [
      'a thermostat with optional readings empty or missing',
      device('thermostat', [['ThermostatMode', 'Heat'], ['ThermostatHeatSetpoint', '68'], ['Humidity', ''], ['FanState', null]]),
      ['MODE: Heat', 'COOL SETPOINT: Not yet reported', 'HEAT SETPOINT: 68°F'],
    ],
    ['a thermostat that never reported', device('thermostat', []), ['MODE: Waiting for device...', 'COOL SETPOINT: Waiting for device...', 'HEAT SETPOINT: Waiting for device...']],
    ['a switch on', device('switch', [['Switch', 'True']]), ['SWITCH STATE: On']],
    ['a switch off', device('switch', [['Switch', 'False']]), ['SWITCH STATE: Off']],
    ['a switch that never reported', device('switch', []), ['SWITCH STATE: Waiting for device...']],
    ['a dimmer at 45', device('dimmer', [['Dimmer', '45']]), ['DIMMER STATE: 45, 45%']],
    ['a dimmer off', device('dimmer', [['Dimmer', '0']]), ['DIMMER STATE: Off']],
    [
      'a wet leak sensor',
      device('binary_sensor', [['BinarySensorWater', 'True'], ['BatteryLevel', '88', 125]]),
      ['SENSOR STATE: Water detected', 'BATTERY LEVEL: 88%', 'LAST BATTERY READING: 2 hour(s) 5 minute(s) ago'],
    ],
    [
      'a dry leak sensor, battery read 13 hours ago',
      device('binary_sensor', [['BinarySensorWater', 'False'], ['BatteryLevel', '88', 13 * 60]]),
      ['SENSOR STATE: Dry', 'BATTERY LEVEL: 88%', 'LAST BATTERY READING: More than 12 hours ago'],
    ],
    [
      'a motion sensor, motion after the reset',
      device('binary_sensor', [['Motion', 'True', 4], ['DisturbanceReset', 'True', 12], ['BatteryLevel', '91', 30]]),
      ['SENSOR STATE: Motion detected', 'BATTERY LEVEL: 91%', 'LAST BATTERY READING: 0 hour(s) 30 minute(s) ago'],
    ],
    [
      'a motion sensor, reset after the motion',
      device('binary_sensor', [['Motion', 'True', 12], ['DisturbanceReset', 'True', 4]]),
      ['SENSOR STATE: No motion detected', 'BATTERY LEVEL: Not yet reported', 'LAST BATTERY READING: Not yet reported'],
    ],
    ['an open door sensor', device('binary_sensor', [['DoorLocked', 'False'], ['BatteryLevel', '97', 60]]), ['SENSOR STATE: Open', 'BATTERY LEVEL: 97%', 'LAST BATTERY READING: 1 hour(s) 0 minute(s) ago']],
    ['a closed door sensor', device('binary_sensor', [['DoorLocked', 'True'], ['BatteryLevel', '97', 0]]), ['SENSOR STATE: Closed', 'BATTERY LEVEL: 97%', 'LAST BATTERY READING: 0 hour(s) 0 minute(s) ago']],
    [
      'a sensor that never reported',
      device('binary_sensor', []),
      ['SENSOR STATE: Waiting for device...', 'BATTERY LEVEL: Waiting for device...', 'LAST BATTERY READING: Waiting for device...'],
    ],
    [
      'a leak sensor (by its work-ticket field) with only a battery reading',
      device('binary_sensor', [['BatteryLevel', '70', 5]], { device_metadata: [{ wtField: 'Leak_Sensor_Qty__c' }] }),
      ['SENSOR STATE: Not yet reported', 'BATTERY LEVEL: 70%', 'LAST BATTERY READING: 0 hour(s) 5 minute(s) ago'],
    ],
    ['the gateway', device('gateway', []), []],
  ])('%s', (_case, subject, expected) => {
    expect(lines(subject)).toEqual(expected);
  });
});

describe('the last battery reading (spec 02 §2, §9 relative time cap)', () => {
  it.each<[string, number, string]>([
    ['just now', 0, '0 hour(s) 0 minute(s) ago'],
    ['59 minutes', 59, '0 hour(s) 59 minute(s) ago'],
    ['1 hour 1 minute', 61, '1 hour(s) 1 minute(s) ago'],
    ['11 hours 59 minutes', 11 * 60 + 59, '11 hour(s) 59 minute(s) ago'],
    ['12 hours', 12 * 60, 'More than 12 hours ago'],
    ['two days', 48 * 60, 'More than 12 hours ago'],
    ['a minute in the future', -1, '0 hour(s) 0 minute(s) ago'],
  ])('%s', (_case, minutes, expected) => {
    expect(batteryReadingAge(ago(minutes), NOW)).toBe(expected);
  });

  it('has nothing to say about an unreadable time', () => {
    expect(batteryReadingAge('yesterday', NOW)).toBeNull();
  });
});

describe('the dimmer state', () => {
  it.each<[string | null, string | null]>([
    ['0', 'Off'],
    ['-1', 'Off'],
    ['1', '1, 1%'],
    ['50', '50, 51%'],
    ['99', '99, 100%'],
    ['100', '100, 100%'],
    ['bright', 'bright'],
    [null, null],
  ])('%s reads %s', (value, expected) => {
    expect(dimmerState(value)).toBe(expected);
  });
});
