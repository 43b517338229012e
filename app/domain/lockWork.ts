/**
 * What the installer did to the unit's locks, as the work ticket records it (spec 01 §3, 02 §3):
 * drawn from the live locks on the hub (their door-code module data) and the local to-do record
 * (batteries, lock throw). A flag is true only when there was something to do and all of it is
 * done: a unit without such a lock reports false, never a vacuous "all done".
 */
import type { LiveDevice } from '../api/schemas';
import type { LockTodo } from './unitTodo';

/** One lock's throw check: clear (nothing but air), fixed or reported by the installer, or not checked yet. */
export type LockThrowOutcome = 'Clear' | 'Fixed' | 'Reported' | 'Not checked';

/** Worst first: the unit's status is the worst outcome of its locks. */
const OUTCOME_ORDER: readonly LockThrowOutcome[] = ['Not checked', 'Reported', 'Fixed', 'Clear'];

export interface LockWork {
  batteriesReplaced: boolean;
  pinsSynced: boolean;
  masterCodeSynced: boolean;
  /** Null when the hub has no lock. */
  lockThrowStatus: LockThrowOutcome | null;
  /** '{lock name}: {description}' per lock with a description, joined by '; '; null when none. */
  lockThrowDetails: string | null;
}

export function lockThrowOutcome(todo: LockTodo | undefined): LockThrowOutcome {
  const lockThrow = todo?.lockThrow;
  if (lockThrow?.nothingButAir === true) return 'Clear';
  if (lockThrow?.resultOfIssue === 'FIXED') return 'Fixed';
  if (lockThrow?.resultOfIssue === 'REPORTED') return 'Reported';
  return 'Not checked';
}

const allOf = <T,>(items: readonly T[], test: (item: T) => boolean) => items.length > 0 && items.every(test);

export function lockWork(devices: readonly LiveDevice[], todos: readonly LockTodo[]): LockWork {
  const locks = devices.filter((device) => device.deviceType === 'lock');
  const todoOf = (lock: LiveDevice) => todos.find((todo) => todo.uid === lock.uid);
  // Door codes exist only on locks whose code module is above version 1 (spec 02 §9).
  const codeLocks = locks.flatMap((lock) => (lock.dcm && lock.dcm.version > 1 ? [lock.dcm] : []));
  const outcomes = locks.map((lock) => lockThrowOutcome(todoOf(lock)));
  const details = locks.flatMap((lock) => {
    const description = todoOf(lock)?.lockThrow?.description?.trim();
    return description ? [`${lock.name ?? lock.model ?? lock.uid}: ${description}`] : [];
  });
  return {
    batteriesReplaced: allOf(locks, (lock) => todoOf(lock)?.batteriesInstalled === true),
    pinsSynced: allOf(codeLocks, (dcm) => dcm.codesSynced >= dcm.codesExpected),
    masterCodeSynced: allOf(
      codeLocks.filter((dcm) => dcm.masterCodeExpected),
      (dcm) => dcm.masterCodeSynced,
    ),
    lockThrowStatus: OUTCOME_ORDER.find((outcome) => outcomes.includes(outcome)) ?? null,
    lockThrowDetails: details.length > 0 ? details.join('; ') : null,
  };
}
