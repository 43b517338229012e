// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SimulatorControl } from '../control/types';
import type { TraceEntry } from '../engine/trace';
import { useClockState, useTimeline } from './hooks';

const AT = Date.UTC(2026, 10, 23, 9, 0, 0);
const call: TraceEntry = { type: 'call', at: AT, name: 'communities.list', method: 'GET', path: '/communities', query: {}, status: 200 };

/**
 * A simulator whose state changes after the hook's first read and before it subscribes, as when
 * the panel's controls load while the app's first request is answered (issue 35). It never tells
 * a listener: only a read once listening can see the change.
 */
function changingBeforeSubscription(): SimulatorControl {
  let subscribed = false;
  return {
    trace: () => (subscribed ? [call] : []),
    subscribeTrace: () => {
      subscribed = true;
      return () => {};
    },
    clock: { paused: () => subscribed, speed: () => (subscribed ? 5 : 1) },
  } as unknown as SimulatorControl;
}

describe("the panel's views of the simulator", () => {
  it('show a call logged between their first render and their subscription', () => {
    const control = changingBeforeSubscription();
    const { result } = renderHook(() => useTimeline(control));
    expect(result.current.map((row) => row.text)).toEqual(['communities.list → 200']);
  });

  it('show a clock change made between their first render and their subscription', () => {
    const control = changingBeforeSubscription();
    const { result } = renderHook(() => useClockState(control));
    expect(result.current).toEqual({ paused: true, speed: 5 });
  });
});
