/**
 * The lock tasks on the DEVICES tab (spec 02 §2, §4): per lock to install, a batteries toggle,
 * 'sync door codes' and 'check lock throw'. Each lock of the work ticket is a slot: the paired
 * locks that match it (matchingDevices), then one slot per lock still to pair, numbered across the
 * unit so their batteries have a place in locksToPair.
 */
import type { DeviceToInstall, LiveDevice } from '../api/schemas';
import { isActiveStatus, type SyncStatus } from './doorCodeSync';
import { codesSynced, expectsCodes, lockThrowDone, matchingDevices } from './installTodo';
import type { LockRef, UnitTodo } from './unitTodo';

export type LockSlot = { ref: LockRef & { paired: true }; lock: LiveDevice } | { ref: LockRef & { paired: false }; lock: null };

/** The slots of every lock item, by item id, in the order of the work ticket. */
export function lockSlots(items: readonly DeviceToInstall[], devices: readonly LiveDevice[]): Map<string, LockSlot[]> {
  const slots = new Map<string, LockSlot[]>();
  let toPair = 0;
  for (const item of items.filter((candidate) => candidate.deviceType === 'lock')) {
    const paired: LockSlot[] = matchingDevices(item, devices).map((lock) => ({ ref: { paired: true, uid: lock.uid }, lock }));
    const missing = Math.max(0, item.quantity - paired.length);
    const unpaired: LockSlot[] = Array.from({ length: missing }, () => ({ ref: { paired: false, index: toPair++ }, lock: null }));
    slots.set(item.id, [...paired, ...unpaired]);
  }
  return slots;
}

export interface LockTasks {
  batteriesInstalled: boolean;
  /** 'sync door codes' is offered: codes are expected, or the community uses prefilled PINs. */
  syncShown: boolean;
  /** Only a paired lock that is not syncing now. */
  syncEnabled: boolean;
  /** The lock's newest sync has not completed (running, or stopped on a problem): its dialog can be shown again. */
  syncProgressShown: boolean;
  syncDone: boolean;
  lockThrowEnabled: boolean;
  lockThrowDone: boolean;
}

export function lockTasks(slot: LockSlot, todo: UnitTodo, context: { usesPrefilledPins: boolean; syncStatus: SyncStatus | null }): LockTasks {
  const entry = slot.ref.paired ? todo.locksPaired.find((lock) => lock.uid === slot.lock?.uid) : undefined;
  const batteriesInstalled = slot.ref.paired ? entry?.batteriesInstalled === true : todo.locksToPair[slot.ref.index]?.batteriesInstalled === true;
  const dcm = slot.lock?.dcm;
  return {
    batteriesInstalled,
    syncShown: expectsCodes(dcm) || context.usesPrefilledPins,
    syncEnabled: slot.ref.paired && !(context.syncStatus !== null && isActiveStatus(context.syncStatus)),
    syncProgressShown: slot.ref.paired && context.syncStatus !== null && context.syncStatus !== 'complete',
    syncDone: codesSynced(dcm),
    lockThrowEnabled: slot.ref.paired,
    lockThrowDone: lockThrowDone(entry?.lockThrow),
  };
}
