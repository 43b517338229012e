/**
 * The installer's local to-do record for one unit (spec 01 §3, 02 §3): lock batteries and lock
 * throw outcomes, the batteries of locks not paired yet, and per device type of the work ticket
 * whether its row is expanded and, for the Ring doorbell, what troubleshooting found. The lock
 * tasks and the Ring dialog write it; the unit screen reads it and discards one that belongs to
 * another unit. These calls are local only (spec 02 §7).
 */
import { z } from 'zod';

export const issueResults = ['FIXED', 'REPORTED'] as const;
export type IssueResult = (typeof issueResults)[number];

export const lockThrowSchema = z.object({
  nothingButAir: z.boolean().nullish(),
  description: z.string().nullish(),
  resultOfIssue: z.enum(issueResults).nullish(),
});
export type LockThrow = z.infer<typeof lockThrowSchema>;

export const troubleshootInfoSchema = z.object({
  issueDescription: z.string(),
  stepsTaken: z.string(),
  resultOfIssue: z.enum(issueResults).nullish(),
});
export type TroubleshootInfo = z.infer<typeof troubleshootInfoSchema>;

const deviceTypeTodoSchema = z.object({
  deviceType: z.string(),
  expanded: z.boolean(),
  troubleshootInfo: troubleshootInfoSchema.nullish(),
});
export type DeviceTypeTodo = z.infer<typeof deviceTypeTodoSchema>;

export const unitTodoSchema = z.object({
  addressId: z.number().int(),
  locksPaired: z.array(z.object({ uid: z.string(), batteriesInstalled: z.boolean(), lockThrow: lockThrowSchema.nullish() })).default([]),
  locksToPair: z.array(z.object({ batteriesInstalled: z.boolean() })).default([]),
  deviceTypes: z.array(deviceTypeTodoSchema).default([]),
});
export type UnitTodo = z.infer<typeof unitTodoSchema>;
export type LockTodo = UnitTodo['locksPaired'][number];

/** A stored to-do of another unit is stale once this unit loads. */
export function isForeignTodo(todo: Pick<UnitTodo, 'addressId'> | null, addressId: number): boolean {
  return todo !== null && todo.addressId !== addressId;
}

/** The unit's record, or an empty one when none is stored (or one of another unit is). */
export function todoOfUnit(todo: UnitTodo | null, addressId: number): UnitTodo {
  return todo?.addressId === addressId ? todo : { addressId, locksPaired: [], locksToPair: [], deviceTypes: [] };
}

/** Which lock a task is about: a paired lock by its device uid, or the n-th lock still to pair. */
export type LockRef = { paired: true; uid: string } | { paired: false; index: number };

export function withBatteries(todo: UnitTodo, lock: LockRef, batteriesInstalled: boolean): UnitTodo {
  if (!lock.paired) {
    const locksToPair = [...todo.locksToPair];
    while (locksToPair.length <= lock.index) locksToPair.push({ batteriesInstalled: false });
    locksToPair[lock.index] = { batteriesInstalled };
    return { ...todo, locksToPair };
  }
  return withPairedLock(todo, lock.uid, (entry) => ({ ...entry, batteriesInstalled }));
}

/** Records a lock throw answer; fields not given keep their value. */
export function withLockThrow(todo: UnitTodo, uid: string, patch: LockThrow): UnitTodo {
  return withPairedLock(todo, uid, (entry) => ({ ...entry, lockThrow: { ...entry.lockThrow, ...patch } }));
}

function withPairedLock(todo: UnitTodo, uid: string, change: (entry: LockTodo) => LockTodo): UnitTodo {
  const existing = todo.locksPaired.find((entry) => entry.uid === uid) ?? { uid, batteriesInstalled: false, lockThrow: null };
  return { ...todo, locksPaired: [...todo.locksPaired.filter((entry) => entry.uid !== uid), change(existing)] };
}

/** Rows start expanded, so a lock's tasks are in sight until the installer folds them. */
export function deviceTypeTodo(todo: UnitTodo, deviceType: string): DeviceTypeTodo {
  return todo.deviceTypes.find((entry) => entry.deviceType === deviceType) ?? { deviceType, expanded: true, troubleshootInfo: null };
}

export function withDeviceType(todo: UnitTodo, deviceType: string, patch: Partial<Omit<DeviceTypeTodo, 'deviceType'>>): UnitTodo {
  const entry = { ...deviceTypeTodo(todo, deviceType), ...patch };
  return { ...todo, deviceTypes: [...todo.deviceTypes.filter((other) => other.deviceType !== deviceType), entry] };
}
