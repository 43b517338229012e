/** Comparing whole runs of a scenario by their traces (tests/e2e/determinism.spec.ts). */
import type { TraceEntry } from '../../../simulator/engine/trace';

export type RelativeEntry = Omit<TraceEntry, 'at'> & { at: number };

/** The trace with each time counted from the scenario's start (decision 0322): runs on other days compare equal. */
export function relativeTrace(trace: readonly TraceEntry[]): RelativeEntry[] {
  const started = trace.find((entry) => entry.type === 'scenario.started');
  if (!started) throw new Error('The trace has no scenario.started entry: it is not a whole run');
  return trace.map((entry) => ({ ...entry, at: entry.at - started.at }));
}

/** Null when both are the same; else where they part, with a few entries either side to read. */
export function firstDifference(expected: readonly RelativeEntry[], actual: readonly RelativeEntry[]): string | null {
  const length = Math.max(expected.length, actual.length);
  for (let index = 0; index < length; index += 1) {
    if (JSON.stringify(expected[index]) === JSON.stringify(actual[index])) continue;
    const around = (entries: readonly RelativeEntry[]) => entries.slice(Math.max(0, index - 2), index + 3).map((entry) => JSON.stringify(entry)).join('\n  ');
    return `entry ${index} of ${expected.length} / ${actual.length}\n expected:\n  ${around(expected)}\n actual:\n  ${around(actual)}`;
  }
  return null;
}

/**
 * A scenario as its file says, with the clock standing still from its start: a run's first moments
 * then do not depend on how long the page took to pause it (two runs differed by 62 ms there).
 */
export function pausedFromStart<S extends Record<string, unknown>>(scenario: S): S {
  return { ...scenario, clock: { ...(scenario.clock as object | undefined), paused: true } };
}
