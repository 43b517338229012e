/** Comparing whole runs of a scenario by their traces (tests/e2e/determinism.spec.ts). */
import type { TraceEntry } from '../../../simulator/engine/trace';

export type RelativeEntry = Omit<TraceEntry, 'at'> & { at: number };

/** The trace with each time counted from the scenario's start (decision 0322): runs on other days compare equal. */
export function relativeTrace(trace: readonly TraceEntry[]): RelativeEntry[] {
  const started = trace.find((entry) => entry.type === 'scenario.started');
  if (!started) throw new Error('The trace has no scenario.started entry: it is not a whole run');
  return trace.map((entry) => ({ ...entry, at: entry.at - started.at }));
}

const byContent = (a: RelativeEntry, b: RelativeEntry) => JSON.stringify(a).localeCompare(JSON.stringify(b));

/**
 * Calls the app sends at the same simulated moment (a screen's queries, polls that fall due
 * together) travel side by side: which of them the simulator answers first is the browser's doing,
 * not the scenario's. Each run of adjacent calls at one moment is put in a fixed order; every other
 * entry keeps its place (decision 0327).
 */
export function canonicalOrder(trace: readonly RelativeEntry[]): RelativeEntry[] {
  const ordered: RelativeEntry[] = [];
  let together: RelativeEntry[] = [];
  const settle = () => {
    ordered.push(...together.sort(byContent));
    together = [];
  };
  for (const entry of trace) {
    if (entry.type !== 'call') {
      settle();
      ordered.push(entry);
      continue;
    }
    if (together.length > 0 && together[0]?.at !== entry.at) settle();
    together.push(entry);
  }
  settle();
  return ordered;
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
