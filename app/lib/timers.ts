/**
 * The app's timers: polls, retries, deadlines, delays. They run on the page's own timers unless
 * the entry point hands a source of its own (the simulator's clock in simulator builds, so a
 * paused clock sends nothing; decision 0320). Each id remembers its source, so a timer set before
 * the source changed is still cleared by the source that set it.
 */
export type TimerCallback = (_: void) => void;

/** The shape of the platform's timer functions, and of TanStack Query's TimeoutProvider. */
export interface TimerSource {
  setTimeout(callback: TimerCallback, ms: number): unknown;
  clearTimeout(id: unknown): void;
  setInterval(callback: TimerCallback, ms: number): unknown;
  clearInterval(id: unknown): void;
}

// Looked up at each call, not captured: whatever the page's globals are when a timer is set.
const pageTimers: TimerSource = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (id) => globalThis.clearTimeout(id as number),
  setInterval: (callback, ms) => globalThis.setInterval(callback, ms),
  clearInterval: (id) => globalThis.clearInterval(id as number),
};

let source = pageTimers;
let lastId = 0;
const live = new Map<number, { from: TimerSource; id: unknown }>();

/** From now on every timer of the app runs on `next` (undefined: the page's own). */
export function setTimerSource(next: TimerSource | undefined): void {
  source = next ?? pageTimers;
}

function start(kind: 'setTimeout' | 'setInterval', callback: TimerCallback, ms: number): number {
  lastId += 1;
  const id = lastId;
  const from = source;
  const run: TimerCallback = () => {
    if (kind === 'setTimeout') live.delete(id);
    callback();
  };
  live.set(id, { from, id: from[kind](run, ms) });
  return id;
}

function stop(kind: 'clearTimeout' | 'clearInterval', id: unknown): void {
  const timer = typeof id === 'number' ? live.get(id) : undefined;
  if (!timer) return;
  live.delete(id as number);
  timer.from[kind](timer.id);
}

export const timers = {
  setTimeout: (callback: TimerCallback, ms: number): number => start('setTimeout', callback, ms),
  clearTimeout: (id: number | undefined): void => stop('clearTimeout', id),
  setInterval: (callback: TimerCallback, ms: number): number => start('setInterval', callback, ms),
  clearInterval: (id: number | undefined): void => stop('clearInterval', id),
};
