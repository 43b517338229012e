import { describe, expect, it } from 'vitest';
import { deviceToInstallSchema, liveDeviceSchema, type Dcm } from '../api/schemas';
import type { SyncStatus } from './doorCodeSync';
import { lockSlots, lockTasks, type LockSlot } from './lockTasks';
import { todoOfUnit, withBatteries, withLockThrow, type UnitTodo } from './unitTodo';

const item = (id: string, quantity: number, modelNumber = 'YRD420') =>
  deviceToInstallSchema.parse({ id, model: 'Yale', modelNumber, quantity, deviceType: 'lock', wtField: 'Lock_Qty__c' });
const sensor = deviceToInstallSchema.parse({ id: 's', model: 'Ecolink', modelNumber: 'DW', quantity: 1, deviceType: 'sensor', wtField: 'Door_Window_Sensor_Qty__c' });
const dcm = (version: number, synced = 6, masterCodeSynced = true): Dcm => ({ version, codesExpected: 6, codesSynced: synced, masterCodeExpected: true, masterCodeSynced });
const lock = (uid: string, lockDcm: Dcm | null = dcm(2), modelNumber = 'YRD420') =>
  liveDeviceSchema.parse({ uid, localId: uid, gatewayId: 'g', name: `Door ${uid}`, deviceType: 'lock', device_metadata: [{ modelNumber }], dcm: lockDcm });

const paired = (device = lock('L')): LockSlot => ({ ref: { paired: true, uid: device.uid }, lock: device });
const unpaired: LockSlot = { ref: { paired: false, index: 0 }, lock: null };
const empty = todoOfUnit(null, 1);

describe('lock slots', () => {
  it('lists the paired locks of each item, then one slot per lock still to pair, numbered across the unit', () => {
    const slots = lockSlots([item('a', 2), sensor, item('b', 2, 'YRD256')], [lock('L1'), lock('M1', dcm(2), 'YRD256')]);
    expect([...slots.keys()]).toEqual(['a', 'b']);
    expect(slots.get('a')?.map((slot) => slot.ref)).toEqual([{ paired: true, uid: 'L1' }, { paired: false, index: 0 }]);
    expect(slots.get('b')?.map((slot) => slot.ref)).toEqual([{ paired: true, uid: 'M1' }, { paired: false, index: 1 }]);
  });

  it('shows every paired lock even beyond the quantity', () => {
    expect(lockSlots([item('a', 1)], [lock('L1'), lock('L2')]).get('a')).toHaveLength(2);
  });
});

describe('lock tasks (spec 02 §2)', () => {
  const todo: UnitTodo = withLockThrow(withBatteries(withBatteries(empty, { paired: true, uid: 'L' }, true), { paired: false, index: 0 }, true), 'L', { nothingButAir: true });

  it.each<[string, LockSlot, UnitTodo, { usesPrefilledPins: boolean; syncStatus: SyncStatus | null }, Partial<ReturnType<typeof lockTasks>>]>([
    ['a paired lock expecting codes', paired(), empty, { usesPrefilledPins: false, syncStatus: null }, { syncShown: true, syncEnabled: true, lockThrowEnabled: true, batteriesInstalled: false }],
    ['a legacy lock (version 1) of a community without prefilled PINs', paired(lock('L', dcm(1))), empty, { usesPrefilledPins: false, syncStatus: null }, { syncShown: false }],
    ['a legacy lock of a community with prefilled PINs', paired(lock('L', dcm(1))), empty, { usesPrefilledPins: true, syncStatus: null }, { syncShown: true, syncEnabled: true }],
    ['a lock without door-code data', paired(lock('L', null)), empty, { usesPrefilledPins: false, syncStatus: null }, { syncShown: false, syncDone: false }],
    ['a paired lock while syncing', paired(), empty, { usesPrefilledPins: false, syncStatus: 'in_progress' }, { syncEnabled: false, syncProgressShown: true }],
    ['a paired lock with a slow sync', paired(), empty, { usesPrefilledPins: false, syncStatus: 'poor_cell_signal' }, { syncEnabled: false, syncProgressShown: true }],
    ['a paired lock whose sync stopped on a problem', paired(), empty, { usesPrefilledPins: false, syncStatus: 'low_battery' }, { syncEnabled: true, syncProgressShown: true }],
    ['a paired lock whose sync completed', paired(), empty, { usesPrefilledPins: false, syncStatus: 'complete' }, { syncEnabled: true, syncProgressShown: false }],
    ['a lock not paired yet', unpaired, empty, { usesPrefilledPins: true, syncStatus: null }, { syncShown: true, syncEnabled: false, lockThrowEnabled: false }],
    ['a lock not paired, without prefilled PINs', unpaired, empty, { usesPrefilledPins: false, syncStatus: null }, { syncShown: false }],
    ['batteries recorded before pairing', unpaired, todo, { usesPrefilledPins: false, syncStatus: null }, { batteriesInstalled: true }],
    ['batteries and a clear throw recorded', paired(), todo, { usesPrefilledPins: false, syncStatus: null }, { batteriesInstalled: true, lockThrowDone: true, syncDone: true }],
    ['codes still syncing', paired(lock('L', dcm(2, 3))), todo, { usesPrefilledPins: false, syncStatus: null }, { syncDone: false }],
    ['master code not synced yet', paired(lock('L', dcm(2, 6, false))), todo, { usesPrefilledPins: false, syncStatus: null }, { syncDone: false }],
    ['a throw issue reported', paired(), withLockThrow(empty, 'L', { nothingButAir: false, resultOfIssue: 'REPORTED' }), { usesPrefilledPins: false, syncStatus: null }, { lockThrowDone: true }],
    ['a throw answered No, not resolved', paired(), withLockThrow(empty, 'L', { nothingButAir: false }), { usesPrefilledPins: false, syncStatus: null }, { lockThrowDone: false }],
  ])('%s', (_case, slot, record, context, expected) => {
    expect(lockTasks(slot, record, context)).toMatchObject(expected);
  });
});

describe('to-do record changes', () => {
  it('keeps the throw answers already given when one more is recorded', () => {
    const first = withLockThrow(withBatteries(empty, { paired: true, uid: 'L' }, true), 'L', { nothingButAir: false });
    expect(withLockThrow(first, 'L', { resultOfIssue: 'FIXED', description: 'Filed the strike' }).locksPaired).toEqual([
      { uid: 'L', batteriesInstalled: true, lockThrow: { nothingButAir: false, resultOfIssue: 'FIXED', description: 'Filed the strike' } },
    ]);
  });

  it('fills the locks to pair up to the slot toggled', () => {
    expect(withBatteries(empty, { paired: false, index: 2 }, true).locksToPair).toEqual([
      { batteriesInstalled: false }, { batteriesInstalled: false }, { batteriesInstalled: true },
    ]);
  });
});
