/**
 * Real time, read through functions captured BEFORE the page's globals are faked: the driver
 * must keep measuring real time after Date and setInterval belong to the simulator clock.
 */
export interface RealTime {
  now(): number;
  /** Calls `callback` about every `ms` of real time; returns the function that stops it. */
  every(ms: number, callback: () => void): () => void;
}

interface TimerGlobals {
  Date: { now(): number };
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(id: never): void;
}

export function captureRealTime(globals: TimerGlobals = globalThis as unknown as TimerGlobals): RealTime {
  const { Date: RealDate, setInterval: realSetInterval, clearInterval: realClearInterval } = globals;
  return {
    now: () => RealDate.now(),
    every(ms, callback) {
      const id = realSetInterval.call(globals, callback, ms);
      // In Node an interval keeps the process alive; the simulator's driver must not.
      (id as { unref?: () => void }).unref?.();
      return () => realClearInterval.call(globals, id as never);
    },
  };
}
