import { useEffect, useState } from 'react';

/**
 * The current time, refreshed every `periodMs`. Timers and Date are the page's own, so the
 * simulator's clock drives them in simulator builds (never performance.now for these rules).
 */
export function useNow(periodMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), periodMs);
    return () => clearInterval(id);
  }, [periodMs]);
  return now;
}
