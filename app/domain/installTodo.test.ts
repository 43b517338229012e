import { describe, expect, it } from 'vitest';
import { deviceToInstallSchema, liveDeviceSchema } from '../api/schemas';
import { offersInclusion, todoState } from './installTodo';
import { isForeignTodo } from './unitTodo';

const lockItem = deviceToInstallSchema.parse({ id: 'i1', model: 'Yale', modelNumber: 'YRD420', quantity: 1, deviceType: 'lock', wtField: 'Lock_Qty__c' });
const sensorItem = deviceToInstallSchema.parse({ id: 'i2', model: 'Ecolink', modelNumber: 'DW', quantity: 2, deviceType: 'sensor', wtField: 'Door_Window_Sensor_Qty__c' });
const dcm = (synced: number) => ({ version: 2, codesExpected: 6, codesSynced: synced, masterCodeExpected: true, masterCodeSynced: synced === 6 });
const live = (uid: string, modelNumber: string, extra: object = {}) =>
  liveDeviceSchema.parse({ uid, localId: uid, gatewayId: 'g', deviceType: 'lock', device_metadata: [{ modelNumber }], ...extra });
const ready = { uid: 'L', batteriesInstalled: true, lockThrow: { nothingButAir: true } };

describe('to-do state of a device to install', () => {
  it.each([
    ['nothing paired', sensorItem, [], [], 'notPaired'],
    ['one of two sensors', sensorItem, [live('a', 'DW')], [], 'pairedIncomplete'],
    ['both sensors', sensorItem, [live('a', 'DW'), live('b', 'dw')], [], 'pairedComplete'],
    ['matched by ticket field when the model differs', sensorItem, [live('a', 'X', { device_metadata: [{ wtField: 'Door_Window_Sensor_Qty__c' }] }), live('b', 'Y', { device_metadata: [{ wtField: 'Door_Window_Sensor_Qty__c' }] })], [], 'pairedComplete'],
    ['lock paired, no to-do yet', lockItem, [live('L', 'YRD420', { dcm: dcm(6) })], [], 'pairedIncomplete'],
    ['lock ready', lockItem, [live('L', 'YRD420', { dcm: dcm(6) })], [ready], 'pairedComplete'],
    ['lock with codes still syncing', lockItem, [live('L', 'YRD420', { dcm: dcm(3) })], [ready], 'pairedIncomplete'],
    ['legacy lock (version 1) needs no codes', lockItem, [live('L', 'YRD420', { dcm: { ...dcm(0), version: 1 } })], [ready], 'pairedComplete'],
    ['lock throw issue reported', lockItem, [live('L', 'YRD420')], [{ ...ready, lockThrow: { nothingButAir: false, resultOfIssue: 'REPORTED' as const } }], 'pairedComplete'],
    ['lock throw not checked', lockItem, [live('L', 'YRD420')], [{ ...ready, lockThrow: { nothingButAir: false } }], 'pairedIncomplete'],
    ['batteries not installed', lockItem, [live('L', 'YRD420')], [{ ...ready, batteriesInstalled: false }], 'pairedIncomplete'],
  ])('%s -> %s', (_case, item, devices, locks, expected) => {
    expect(todoState(item, devices, locks)).toBe(expected);
  });

  const ringItem = deviceToInstallSchema.parse({ id: 'i3', model: 'Ring Video Doorbell', modelNumber: 'RING-PRO', quantity: 1, deviceType: 'doorbell' });
  it.each([
    ['a sensor with none paired', sensorItem, [], true],
    ['a sensor with one of two paired', sensorItem, [live('a', 'DW')], true],
    ["sensors 'Paired, complete'", sensorItem, [live('a', 'DW'), live('b', 'DW')], false],
    ['a lock paired though its tasks are open', lockItem, [live('L', 'YRD420')], false],
    ['a Ring doorbell not set up (Wi-Fi, not Z-Wave)', ringItem, [], false],
  ])('START INCLUSION on %s: %s', (_case, item, devices, expected) => {
    expect(offersInclusion(item, devices)).toBe(expected);
  });

  it.each([
    [null, 1004, false],
    [{ addressId: 1004 }, 1004, false],
    [{ addressId: 1003 }, 1004, true],
  ])('to-do %j is foreign to unit %i: %s', (todo, addressId, expected) => {
    expect(isForeignTodo(todo, addressId)).toBe(expected);
  });
});
