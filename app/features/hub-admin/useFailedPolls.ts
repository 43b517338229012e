import { useState } from 'react';

interface PollState {
  /** When the last successful fetch ended (TanStack Query). */
  dataUpdatedAt: number;
  /** How many fetches have failed (TanStack Query). */
  errorUpdateCount: number;
}

/**
 * Unknown or failed polls since the last one that told something (spec 02 §4): a failed fetch
 * counts, and so does a successful one whose answer is unknown (`known` false for its data).
 */
export function useFailedPolls({ dataUpdatedAt, errorUpdateCount }: PollState, known: boolean): number {
  const [baseline, setBaseline] = useState({ at: dataUpdatedAt, errors: errorUpdateCount, unknown: 0 });
  // Adjusting state during render is React's way to follow a prop; each new answer is seen once.
  if (baseline.at !== dataUpdatedAt) {
    setBaseline(known ? { at: dataUpdatedAt, errors: errorUpdateCount, unknown: 0 } : { ...baseline, at: dataUpdatedAt, unknown: baseline.unknown + 1 });
  }
  return errorUpdateCount - baseline.errors + baseline.unknown;
}
