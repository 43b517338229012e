/** Real time a test moves by hand: `pass(ms)` advances it and runs the due beats and one-shot timers. */
import type { RealTime } from '../clock/realTime';

export interface ManualRealTime extends RealTime {
  pass(ms: number): void;
}

interface Beat {
  /** Repeats this often; null for a one-shot timer. */
  every: number | null;
  next: number;
  callback: () => void;
}

export function manualRealTime(start = Date.UTC(2026, 10, 21, 9)): ManualRealTime {
  let now = start;
  const beats = new Set<Beat>();
  const add = (beat: Beat) => {
    beats.add(beat);
    return () => void beats.delete(beat);
  };
  return {
    now: () => now,
    every: (ms, callback) => add({ every: ms, next: now + ms, callback }),
    after: (ms, callback) => add({ every: null, next: now + ms, callback }),
    // A task of its own runs at once on the platform: it is how the page answers, not a beat of time.
    nextTask: (callback) => void setTimeout(callback, 0),
    pass(ms) {
      const end = now + ms;
      for (;;) {
        const due = [...beats].filter((beat) => beat.next <= end).sort((a, b) => a.next - b.next)[0];
        if (!due) break;
        now = due.next;
        if (due.every === null) beats.delete(due);
        else due.next += due.every;
        due.callback();
      }
      now = end;
    },
  };
}
