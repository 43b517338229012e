import { useState } from 'react';

interface PollState {
  /** When the last successful fetch ended (TanStack Query). */
  dataUpdatedAt: number;
  /** How many fetches have failed (TanStack Query). */
  errorUpdateCount: number;
}

/** Failed polls since the last successful one (or since this screen mounted). */
export function useFailedPolls({ dataUpdatedAt, errorUpdateCount }: PollState): number {
  const [baseline, setBaseline] = useState({ at: dataUpdatedAt, errors: errorUpdateCount });
  // A success resets the count; adjusting state during render is React's way to follow a prop.
  if (baseline.at !== dataUpdatedAt) setBaseline({ at: dataUpdatedAt, errors: errorUpdateCount });
  return errorUpdateCount - baseline.errors;
}
