/**
 * The to-do state of each device to install (spec 01 §4, 02 §2):
 * - not paired: no live device of the hub matches it;
 * - paired complete: at least `quantity` live devices match it and, for locks, each is fully ready
 *   (batteries installed, codes synced when the lock's code module is above version 1, lock throw
 *   clear: nothingButAir or a FIXED/REPORTED outcome);
 * - paired incomplete: anything in between.
 * A live device matches by model number (its catalogue metadata), else by work-ticket field.
 */
import type { Dcm, DeviceToInstall, LiveDevice } from '../api/schemas';
import type { LockThrow, LockTodo } from './unitTodo';

export type TodoState = 'notPaired' | 'pairedIncomplete' | 'pairedComplete';

function same(a: string | null | undefined, b: string | null | undefined): boolean {
  return !!a && !!b && a.trim().toLowerCase() === b.trim().toLowerCase();
}

export function matchingDevices(item: DeviceToInstall, devices: readonly LiveDevice[]): LiveDevice[] {
  const byModel = devices.filter((device) => device.device_metadata.some((meta) => same(meta.modelNumber, item.modelNumber)));
  if (byModel.length > 0) return byModel;
  return devices.filter((device) => device.device_metadata.some((meta) => same(meta.wtField, item.wtField)));
}

/** Devices whose door-code module is above version 1 expect codes (spec 02 §4, §9). */
export function expectsCodes(dcm: Dcm | null | undefined): dcm is Dcm {
  return !!dcm && dcm.version > 1;
}

/** Every expected code is on the lock, and the master code when one is expected. */
export function codesSynced(dcm: Dcm | null | undefined): boolean {
  return expectsCodes(dcm) && dcm.codesSynced >= dcm.codesExpected && (!dcm.masterCodeExpected || dcm.masterCodeSynced);
}

/** Done when nothing but air was in the way, or an issue was fixed or reported. */
export function lockThrowDone(lockThrow: LockThrow | null | undefined): boolean {
  return lockThrow?.nothingButAir === true || !!lockThrow?.resultOfIssue;
}

/** A lock is fully ready when batteries are in, codes are synced (version above 1) and the throw is clear. */
export function lockReady(device: LiveDevice, todo: LockTodo | undefined): boolean {
  if (!todo?.batteriesInstalled) return false;
  return (!expectsCodes(device.dcm) || codesSynced(device.dcm)) && lockThrowDone(todo.lockThrow);
}

export function todoState(item: DeviceToInstall, devices: readonly LiveDevice[], locks: readonly LockTodo[]): TodoState {
  const paired = matchingDevices(item, devices);
  if (paired.length === 0) return 'notPaired';
  if (paired.length < item.quantity) return 'pairedIncomplete';
  if (item.deviceType === 'lock' && !paired.every((device) => lockReady(device, locks.find((lock) => lock.uid === device.uid)))) {
    return 'pairedIncomplete';
  }
  return 'pairedComplete';
}

/**
 * Whether an item's row offers START INCLUSION (spec 02 §2, yale-lock-master-codes flag): only a
 * Z-Wave device (a Ring doorbell joins over Wi-Fi) of which fewer than the quantity are paired, so a
 * row already 'Paired, complete' has none. Decision 0271.
 */
export function offersInclusion(item: DeviceToInstall, devices: readonly LiveDevice[]): boolean {
  return item.deviceType !== 'doorbell' && matchingDevices(item, devices).length < item.quantity;
}
