/**
 * Real time, read through functions captured BEFORE the page's globals are faked: the driver
 * must keep measuring real time after Date and setInterval belong to the simulator clock.
 */
export interface RealTime {
  now(): number;
  /** Calls `callback` about every `ms` of real time; returns the function that stops it. */
  every(ms: number, callback: () => void): () => void;
  /** Calls `callback` once after `ms` of real time; returns the function that cancels it. */
  after(ms: number, callback: () => void): () => void;
  /**
   * Calls `callback` in a task of its own, after the tasks already queued: a message to itself
   * where the platform has MessageChannel, which no browser clamps as it clamps nested timeouts (4 ms);
   * in Node, setImmediate.
   */
  nextTask(callback: () => void): void;
}

interface TimerGlobals {
  Date: { now(): number };
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(id: never): void;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(id: never): void;
}

/** In Node a timer keeps the process alive; the simulator's own timers must not. */
function unref(id: unknown): void {
  (id as { unref?: () => void }).unref?.();
}

/** Tasks by message: one channel, callbacks in the order asked. */
function messageTasks(): ((callback: () => void) => void) | null {
  if (typeof MessageChannel === 'undefined') return null;
  const channel = new MessageChannel();
  const waiting: Array<() => void> = [];
  channel.port1.onmessage = () => waiting.shift()?.();
  (channel.port1 as { unref?: () => void }).unref?.();
  // Bound now, before the clock counts the page's posts (./pageTasks.ts): the clock's own messages are not the page's work.
  const post = channel.port2.postMessage.bind(channel.port2);
  return (callback) => {
    waiting.push(callback);
    post(null);
  };
}

export function captureRealTime(globals: TimerGlobals = globalThis as unknown as TimerGlobals): RealTime {
  const { Date: RealDate, setInterval: realSetInterval, clearInterval: realClearInterval } = globals;
  const { setTimeout: realSetTimeout, clearTimeout: realClearTimeout } = globals;
  const byMessage = 'document' in globals ? messageTasks() : null;
  // Node: a task of its own without the timer's 1 ms minimum.
  const realSetImmediate = (globals as { setImmediate?: (callback: () => void) => unknown }).setImmediate?.bind(globals);
  return {
    now: () => RealDate.now(),
    every(ms, callback) {
      const id = realSetInterval.call(globals, callback, ms);
      unref(id);
      return () => realClearInterval.call(globals, id as never);
    },
    after(ms, callback) {
      const id = realSetTimeout.call(globals, callback, ms);
      unref(id);
      return () => realClearTimeout.call(globals, id as never);
    },
    nextTask(callback) {
      if (byMessage) byMessage(callback);
      else if (realSetImmediate) realSetImmediate(callback);
      else unref(realSetTimeout.call(globals, callback, 0));
    },
  };
}
