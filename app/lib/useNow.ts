import { useEffect, useState } from 'react';
import { timers } from './timers';

/**
 * The current time, refreshed every `periodMs` on the app's timers; Date is the page's, so the
 * simulator's clock drives both in simulator builds (never performance.now for these rules).
 */
export function useNow(periodMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = timers.setInterval(() => setNow(Date.now()), periodMs);
    return () => timers.clearInterval(id);
  }, [periodMs]);
  return now;
}
