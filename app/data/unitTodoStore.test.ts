// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { withBatteries, type UnitTodo } from '../domain/unitTodo';
import { changeUnitTodo, loadUnitTodo, useUnitTodo, useUnitTodoOf } from './unitTodoStore';

const todoOf = (addressId: number): UnitTodo => ({
  addressId,
  locksPaired: [{ uid: `lock-${addressId}`, batteriesInstalled: true, lockThrow: null }],
  locksToPair: [],
  deviceTypes: [],
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
    const { result } = renderHook(() => useUnitTodoOf(1004).locksPaired);
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

describe('changing the to-do of a unit', () => {
  beforeEach(() => {
    localStorage.clear();
    useUnitTodo.setState({ todo: null });
  });

  it('starts an empty record, stores each change and replaces a record of another unit', () => {
    const { result } = renderHook(() => useUnitTodoOf(1004));
    expect(result.current).toEqual({ addressId: 1004, locksPaired: [], locksToPair: [], deviceTypes: [] });
    act(() => changeUnitTodo(1004, (todo) => withBatteries(todo, { paired: true, uid: 'lock-1004' }, true)));
    expect(result.current.locksPaired).toEqual([{ uid: 'lock-1004', batteriesInstalled: true, lockThrow: null }]);
    expect(stored()).toEqual(result.current);
    act(() => changeUnitTodo(1003, (todo) => withBatteries(todo, { paired: false, index: 0 }, true)));
    expect(stored()).toEqual({ addressId: 1003, locksPaired: [], locksToPair: [{ batteriesInstalled: true }], deviceTypes: [] });
  });
});
