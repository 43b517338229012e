/** The stored lock to-do record as the unit screen uses it (app/domain/unitTodo.ts). */
import { isForeignTodo, type LockTodo } from '../../domain/unitTodo';
import { readStored, removeStored } from '../../lib/storage';

/** Spec 01 §4: a to-do record of another unit is discarded when a unit loads. */
export function discardForeignTodo(addressId: number): void {
  if (isForeignTodo(readStored('unitTodo'), addressId)) removeStored('unitTodo');
}

export function lockTodosOf(addressId: number): LockTodo[] {
  const todo = readStored('unitTodo');
  return todo && todo.addressId === addressId ? todo.locksPaired : [];
}
