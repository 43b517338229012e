// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { UnitTodo } from '../domain/unitTodo';
import { loadUnitTodo, useLockTodos, useUnitTodo } from './unitTodoStore';

const todoOf = (addressId: number): UnitTodo => ({
  addressId,
  locksPaired: [{ uid: `lock-${addressId}`, batteriesInstalled: true, lockThrow: null }],
  locksToPair: [],
});
const stored = () => JSON.parse(localStorage.getItem('installer:unitTodo') ?? 'null') as unknown;

describe('unit to-do store', () => {
  beforeEach(() => {
    localStorage.clear();
    useUnitTodo.setState({ todo: null });
  });

  it('keeps the record in its own shape under its storage key', () => {
    useUnitTodo.setState({ todo: todoOf(1004) });
    expect(stored()).toEqual(todoOf(1004));
    useUnitTodo.setState({ todo: null });
    expect(localStorage.getItem('installer:unitTodo')).toBeNull();
  });

  it("re-renders a unit's readers when the record changes", () => {
    const { result } = renderHook(() => useLockTodos(1004));
    expect(result.current).toEqual([]);
    act(() => useUnitTodo.setState({ todo: todoOf(1004) }));
    expect(result.current).toEqual(todoOf(1004).locksPaired);
    act(() => useUnitTodo.setState({ todo: todoOf(1003) }));
    expect(result.current).toEqual([]);
  });

  it('reads the stored record when a unit loads and keeps it for that unit', () => {
    localStorage.setItem('installer:unitTodo', JSON.stringify(todoOf(1004)));
    loadUnitTodo(1004);
    expect(useUnitTodo.getState().todo).toEqual(todoOf(1004));
    expect(stored()).toEqual(todoOf(1004));
  });

  it.each([
    ['of another unit', JSON.stringify(todoOf(1003))],
    ['unreadable', '{"addressId": "x"'],
  ])('discards a record %s when a unit loads', (_label, raw) => {
    localStorage.setItem('installer:unitTodo', raw);
    loadUnitTodo(1004);
    expect(useUnitTodo.getState().todo).toBeNull();
    expect(localStorage.getItem('installer:unitTodo')).toBeNull();
  });

  it('forgets a record that storage lost (a 401 clears storage) at the next load', () => {
    useUnitTodo.setState({ todo: todoOf(1004) });
    localStorage.clear();
    loadUnitTodo(1004);
    expect(useUnitTodo.getState().todo).toBeNull();
  });
});
