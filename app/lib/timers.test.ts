import { afterEach, describe, expect, it, vi } from 'vitest';
import { setTimerSource, timers, type TimerSource } from './timers';

/** A timer source that fires only when told: a stand-in for the simulator's paused clock. */
function heldSource() {
  const pending = new Map<number, () => void>();
  let lastId = 0;
  const source: TimerSource = {
    setTimeout: (callback) => {
      lastId += 1;
      pending.set(lastId, callback);
      return lastId;
    },
    clearTimeout: (id) => void pending.delete(id as number),
    setInterval: (callback) => source.setTimeout(callback, 0),
    clearInterval: (id) => source.clearTimeout(id),
  };
  return { source, pending, fireAll: () => [...pending.values()].forEach((callback) => callback()) };
}

afterEach(() => {
  setTimerSource(undefined);
  vi.useRealTimers();
});

describe('app timers', () => {
  it('run on the page\'s timers until a source is handed over, then on that source only', () => {
    vi.useFakeTimers();
    const fired: string[] = [];
    timers.setTimeout(() => fired.push('page'), 1_000);
    const held = heldSource();
    setTimerSource(held.source);
    timers.setTimeout(() => fired.push('held'), 1_000);
    vi.advanceTimersByTime(60_000);
    expect(fired).toEqual(['page']);
    held.fireAll();
    expect(fired).toEqual(['page', 'held']);
  });

  it('a timer set before the source changed is cleared by the source that set it', () => {
    vi.useFakeTimers();
    const fired: string[] = [];
    const before = timers.setInterval(() => fired.push('page poll'), 1_000);
    const held = heldSource();
    setTimerSource(held.source);
    const after = timers.setTimeout(() => fired.push('held'), 1_000);
    timers.clearInterval(before);
    timers.clearTimeout(after);
    vi.advanceTimersByTime(5_000);
    held.fireAll();
    expect(fired).toEqual([]);
    expect(held.pending.size).toBe(0);
  });
});
