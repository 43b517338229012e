/** Real time a test moves by hand: `pass(ms)` advances it and runs the driver's beats. */
import type { RealTime } from '../clock/realTime';

export interface ManualRealTime extends RealTime {
  pass(ms: number): void;
}

export function manualRealTime(start = Date.UTC(2026, 10, 21, 9)): ManualRealTime {
  let now = start;
  const beats = new Set<{ every: number; next: number; callback: () => void }>();
  return {
    now: () => now,
    every(ms, callback) {
      const beat = { every: ms, next: now + ms, callback };
      beats.add(beat);
      return () => beats.delete(beat);
    },
    pass(ms) {
      const end = now + ms;
      for (;;) {
        const due = [...beats].filter((beat) => beat.next <= end).sort((a, b) => a.next - b.next)[0];
        if (!due) break;
        now = due.next;
        due.next += due.every;
        due.callback();
      }
      now = end;
    },
  };
}
