import { describe, expect, it } from 'vitest';
import { liveDeviceSchema, type LiveDevice } from '../api/schemas';
import { deviceRowStatus, zWaveDevices } from './deviceStatus';
import { motionDetected } from './sensors';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 21, 9, minute)).toISOString();
const reading = (sensorType: string, value: string | null, minute = 0) => ({ sensorType, value, timeIssued: at(minute) });

function device(deviceType: LiveDevice['deviceType'], sensors: ReturnType<typeof reading>[], extra: Partial<LiveDevice> = {}): LiveDevice {
  return liveDeviceSchema.parse({ uid: 'd', localId: '1', gatewayId: 'g', deviceType, sensors, ...extra });
}

describe('motion rule (spec 01 §4)', () => {
  it.each([
    ['motion later than the reset', [reading('Motion', 'True', 10), reading('DisturbanceReset', 'True', 5)], true],
    ['reset later than the motion', [reading('Motion', 'True', 5), reading('DisturbanceReset', 'True', 10)], false],
    ['motion and no reset', [reading('Motion', 'False', 5)], true],
    ['same time', [reading('Motion', 'True', 5), reading('DisturbanceReset', 'True', 5)], false],
    ['no motion reading', [reading('DisturbanceReset', 'True', 5)], null],
  ])('%s -> %s', (_case, sensors, expected) => {
    expect(motionDetected(sensors)).toBe(expected);
  });
});

describe('device row status (spec 01 §2, 02 §2)', () => {
  it.each([
    ['locked lock', device('lock', [reading('DoorLocked', 'True')]), 'lock', 'LOCKED', 'normal'],
    ['unlocked lock', device('lock', [reading('DoorLocked', 'False')]), 'lock', 'UNLOCKED', 'normal'],
    ['lock not reported yet', device('lock', []), 'lock', '', 'normal'],
    ['thermostat mode', device('thermostat', [reading('ThermostatMode', 'Cool')]), 'thermostat', 'COOL', 'normal'],
    ['switch on', device('switch', [reading('Switch', 'True')]), 'switch', 'ON', 'normal'],
    ['switch off', device('switch', [reading('Switch', 'False')]), 'switch', 'OFF', 'normal'],
    ['dimmer at 45', device('dimmer', [reading('Dimmer', '45')]), 'dimmer', '45%', 'normal'],
    ['dimmer at 0', device('dimmer', [reading('Dimmer', '0')]), 'dimmer', 'OFF', 'normal'],
    ['wet leak sensor', device('binary_sensor', [reading('BinarySensorWater', 'True')], { notifications: true }), 'leak', 'WET', 'normal'],
    ['dry leak sensor', device('binary_sensor', [reading('BinarySensorWater', 'False')], { notifications: true }), 'leak', 'DRY', 'normal'],
    ['leak sensor with notifications off', device('binary_sensor', [reading('BinarySensorWater', 'True')], { notifications: false }), 'leak', 'TEST', 'error'],
    ['motion sensor', device('binary_sensor', [reading('Motion', 'True', 9), reading('DisturbanceReset', 'True', 1)]), 'motion', 'MOTION', 'normal'],
    ['quiet motion sensor', device('binary_sensor', [reading('Motion', 'True', 1), reading('DisturbanceReset', 'True', 9)]), 'motion', 'NO MOTION', 'normal'],
    ['closed door sensor', device('binary_sensor', [reading('DoorLocked', 'True')]), 'contact', 'CLOSED', 'normal'],
    ['open door sensor', device('binary_sensor', [reading('DoorLocked', 'False')]), 'contact', 'OPEN', 'normal'],
    ['silent leak sensor known by its ticket field', device('binary_sensor', [], { notifications: false, device_metadata: [{ wtField: 'Leak_Sensor_Qty__c' }] }), 'leak', 'TEST', 'error'],
  ])('%s', (_case, live, icon, text, tone) => {
    expect(deviceRowStatus(live)).toEqual({ icon, text, tone });
  });

  it('keeps Nest, gateway and doorbell out of the Z-Wave list', () => {
    const types = ['lock', 'nest', 'gateway', 'doorbell', 'dimmer'] as const;
    expect(zWaveDevices(types.map((type) => device(type, []))).map((d) => d.deviceType)).toEqual(['lock', 'dimmer']);
  });
});
