/**
 * The installer's local to-do record for one unit (spec 01 §3, 02 §3): lock batteries and lock
 * throw outcomes. The lock tasks (work-ticket issue) write it; the unit screen reads it and
 * discards one that belongs to another unit.
 */
import { z } from 'zod';

export const lockThrowSchema = z.object({
  nothingButAir: z.boolean().nullish(),
  description: z.string().nullish(),
  resultOfIssue: z.enum(['FIXED', 'REPORTED']).nullish(),
});

export const unitTodoSchema = z.object({
  addressId: z.number().int(),
  locksPaired: z.array(z.object({ uid: z.string(), batteriesInstalled: z.boolean(), lockThrow: lockThrowSchema.nullish() })).default([]),
  locksToPair: z.array(z.object({ batteriesInstalled: z.boolean() })).default([]),
});
export type UnitTodo = z.infer<typeof unitTodoSchema>;
export type LockTodo = UnitTodo['locksPaired'][number];

/** A stored to-do of another unit is stale once this unit loads. */
export function isForeignTodo(todo: Pick<UnitTodo, 'addressId'> | null, addressId: number): boolean {
  return todo !== null && todo.addressId !== addressId;
}
