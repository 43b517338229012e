import { describe, expect, it } from 'vitest';
import type { Dcm, LiveDevice } from '../api/schemas';
import { lockWork } from './lockWork';
import type { LockTodo } from './unitTodo';

const dcm = (over: Partial<Dcm> = {}): Dcm => ({ version: 2, codesExpected: 6, codesSynced: 6, masterCodeExpected: true, masterCodeSynced: true, ...over });
const lock = (uid: string, lockDcm: Dcm | null = dcm()): LiveDevice => ({
  uid, localId: uid, gatewayId: 'gw', name: `Door ${uid}`, deviceType: 'lock', device_metadata: [], sensors: [], dcm: lockDcm,
});
const todo = (uid: string, over: Partial<LockTodo> = {}): LockTodo => ({ uid, batteriesInstalled: true, lockThrow: { nothingButAir: true }, ...over });
const thermostat: LiveDevice = { uid: 't', localId: '9', gatewayId: 'gw', deviceType: 'thermostat', device_metadata: [], sensors: [] };

describe('lockWork', () => {
  it('a unit without locks reports nothing done and no throw status', () => {
    expect(lockWork([thermostat], [])).toEqual({
      batteriesReplaced: false, pinsSynced: false, masterCodeSynced: false, lockThrowStatus: null, lockThrowDetails: null,
    });
  });

  it('a ready lock reports everything done', () => {
    expect(lockWork([lock('a')], [todo('a')])).toEqual({
      batteriesReplaced: true, pinsSynced: true, masterCodeSynced: true, lockThrowStatus: 'Clear', lockThrowDetails: null,
    });
  });

  it.each<[string, LiveDevice[], LockTodo[], Partial<ReturnType<typeof lockWork>>]>([
    ['one lock without batteries', [lock('a'), lock('b')], [todo('a'), todo('b', { batteriesInstalled: false })], { batteriesReplaced: false }],
    ['a lock missing from the to-do record', [lock('a'), lock('b')], [todo('a')], { batteriesReplaced: false, lockThrowStatus: 'Not checked' }],
    ['codes still syncing', [lock('a', dcm({ codesSynced: 3 }))], [todo('a')], { pinsSynced: false, masterCodeSynced: true }],
    ['master code not synced', [lock('a', dcm({ masterCodeSynced: false }))], [todo('a')], { pinsSynced: true, masterCodeSynced: false }],
    ['no master code expected', [lock('a', dcm({ masterCodeExpected: false, masterCodeSynced: false }))], [todo('a')], { masterCodeSynced: false }],
    ['a legacy lock (version 1) has no codes to sync', [lock('a', dcm({ version: 1, codesSynced: 0 }))], [todo('a')], { pinsSynced: false }],
    ['a legacy lock beside a synced one is ignored for codes', [lock('a', dcm({ version: 1, codesSynced: 0 })), lock('b')], [todo('a'), todo('b')], { pinsSynced: true }],
    [
      'a fixed throw with its description',
      [lock('a')],
      [todo('a', { lockThrow: { nothingButAir: false, resultOfIssue: 'FIXED', description: 'Strike plate filed' } })],
      { lockThrowStatus: 'Fixed', lockThrowDetails: 'Door a: Strike plate filed' },
    ],
    [
      'the worst outcome wins and every description is kept',
      [lock('a'), lock('b'), lock('c')],
      [
        todo('a', { lockThrow: { nothingButAir: false, resultOfIssue: 'FIXED', description: 'Filed' } }),
        todo('b', { lockThrow: { nothingButAir: false, resultOfIssue: 'REPORTED', description: 'Door frame warped' } }),
        todo('c'),
      ],
      { lockThrowStatus: 'Reported', lockThrowDetails: 'Door a: Filed; Door b: Door frame warped' },
    ],
    ['a throw answered No but not resolved yet', [lock('a')], [todo('a', { lockThrow: { nothingButAir: false } })], { lockThrowStatus: 'Not checked' }],
  ])('%s', (_case, devices, todos, expected) => {
    expect(lockWork(devices, todos)).toMatchObject(expected);
  });
});
