// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { DeviceToInstall } from '../../app/api/schemas';
import type { DeviceRecord } from '../db/schemas';
import { defaultExclusionTarget, highestNodeId, stillToInstall, zwaveModel } from './nodes';

const line = (id: string, model: string, modelNumber: string, quantity: number, deviceType: DeviceToInstall['deviceType']): DeviceToInstall =>
  ({ id, model, modelNumber, quantity, deviceType, wtField: `${id}__c`, sensorReadings: null });

const device = (localId: string, modelNumber: string | null, deviceType: DeviceRecord['deviceType'] = 'switch'): DeviceRecord => ({
  uid: `dev-${localId}`, localId, gatewayId: 'gw', deviceType, device_metadata: modelNumber ? [{ modelNumber }] : [], sensors: [],
});

const ticket = [
  line('lock', 'Yale Assure Lock 2 Keypad', 'YRD410-ZW3', 1, 'lock'),
  line('echo', 'Amazon Echo Dot', 'ECHO-DOT-5', 1, 'voice control'),
  line('switch', 'Zooz ZEN71 On/Off Switch', 'ZEN71', 2, 'primary switch'),
  line('doorbell', 'Ring Video Doorbell Wired', 'RING-WIRED', 1, 'doorbell'),
];

describe('the devices still to install', () => {
  it.each([
    ['nothing on the hub: every Z-Wave device of the ticket, in its order', [], ['Yale Assure Lock 2 Keypad', 'Zooz ZEN71 On/Off Switch', 'Zooz ZEN71 On/Off Switch']],
    ['the lock paired: the two switches', [device('2', 'YRD410-ZW3', 'lock')], ['Zooz ZEN71 On/Off Switch', 'Zooz ZEN71 On/Off Switch']],
    ['one switch paired: the lock and one switch', [device('2', 'zen71')], ['Yale Assure Lock 2 Keypad', 'Zooz ZEN71 On/Off Switch']],
    ['all paired: none', [device('2', 'YRD410-ZW3', 'lock'), device('3', 'ZEN71'), device('4', 'ZEN71')], []],
  ])('%s', (_case, devices, models) => {
    expect(stillToInstall(ticket, devices).map((held) => held.model)).toEqual(models);
  });

  it('carries the ticket line that names the work-ticket field and sensor readings', () => {
    expect(stillToInstall([{ ...line('door', 'Ecolink Door/Window Sensor', 'DWZWAVE2.5-ECO', 1, 'sensor'), sensorReadings: 'D' }], [])).toEqual([
      { model: 'Ecolink Door/Window Sensor', wtField: 'door__c', sensorReadings: 'D' },
    ]);
  });

  it('knows only catalogue models that join Z-Wave, by name or number in any case', () => {
    expect(zwaveModel('zen72')?.model).toBe('Zooz ZEN72 Dimmer');
    expect(zwaveModel('Honeywell T6 Pro Z-Wave')?.liveType).toBe('thermostat');
    expect(zwaveModel('Amazon Echo Dot')).toBeUndefined();
    expect(zwaveModel('Nothing like it')).toBeUndefined();
  });
});

describe('what an exclusion removes when nobody names a device', () => {
  const onHub = [device('1', null, 'gateway'), device('5', 'ZEN71'), device('9', 'ZEN71'), device('NEST123', null, 'nest')];
  it.each([
    ['the device left from a failed inclusion, as a stranger', { model: 'Zooz ZEN72 Dimmer', wtField: null, sensorReadings: null }, onHub, { kind: 'stranger', model: 'Zooz ZEN72 Dimmer' }],
    ['else the node added last', null, onHub, { kind: 'node', nodeId: 9 }],
    ['else the next device to install, as a stranger', null, [device('1', null, 'gateway')], { kind: 'stranger', model: 'Yale Assure Lock 2 Keypad' }],
  ] as const)('%s', (_case, door, devices, target) => {
    expect(defaultExclusionTarget(door, devices, ticket)).toEqual(target);
  });

  it('nothing when the hub has no node and nothing is left to install', () => {
    expect(defaultExclusionTarget(null, [device('1', null, 'gateway')], [])).toBeNull();
  });

  it('node ids: the highest numeric one, the hub being node 1', () => {
    expect(highestNodeId(onHub)).toBe(9);
    expect(highestNodeId([])).toBe(1);
  });
});
