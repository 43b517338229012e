/**
 * The installer's lock to-do record (app/domain/unitTodo.ts) as a zustand store persisted through
 * the storage module: writers change the store, its readers re-render, and a reload finds the
 * record again. There is one record at a time; one of another unit is discarded when a unit loads
 * (spec 01 §3, §4).
 */
import { create } from 'zustand';
import { persist, type PersistStorage } from 'zustand/middleware';
import { useMemo } from 'react';
import { isForeignTodo, todoOfUnit, unitTodoSchema, type LockTodo, type UnitTodo } from '../domain/unitTodo';
import { onStoredCleared, storedKey } from '../lib/storage';

interface UnitTodoState {
  todo: UnitTodo | null;
}

const stored = storedKey('unitTodo', unitTodoSchema);

/** The record keeps its own shape under its own key, rather than zustand's { state, version } wrapper. */
const storage: PersistStorage<UnitTodoState> = {
  getItem: () => ({ state: { todo: stored.read() } }),
  setItem: (_name, { state }) => (state.todo ? stored.write(state.todo) : stored.remove()),
  removeItem: () => stored.remove(),
};

export const useUnitTodo = create<UnitTodoState>()(persist((): UnitTodoState => ({ todo: null }), { name: 'unitTodo', storage }));

// Sign-out or a 401 cleared the record: forget it here too.
onStoredCleared(() => void useUnitTodo.persist.rehydrate());

/** A unit loaded: read the record again (a 401 may have cleared storage) and drop one of another unit. */
export function loadUnitTodo(addressId: number): void {
  void useUnitTodo.persist.rehydrate();
  if (isForeignTodo(useUnitTodo.getState().todo, addressId)) useUnitTodo.setState({ todo: null });
}

const NO_LOCKS: readonly LockTodo[] = [];

export function lockTodosOf(state: UnitTodoState, addressId: number): readonly LockTodo[] {
  return state.todo?.addressId === addressId ? state.todo.locksPaired : NO_LOCKS;
}

/** This unit's record (an empty one until something is recorded); re-renders when it changes. */
export function useUnitTodoOf(addressId: number): UnitTodo {
  const todo = useUnitTodo((state) => state.todo);
  return useMemo(() => todoOfUnit(todo, addressId), [todo, addressId]);
}

/** Records a change to this unit's to-do (app/domain/unitTodo.ts); a record of another unit is replaced. */
export function changeUnitTodo(addressId: number, change: (todo: UnitTodo) => UnitTodo): void {
  useUnitTodo.setState((state) => ({ todo: change(todoOfUnit(state.todo, addressId)) }));
}
