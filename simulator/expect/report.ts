/** What the expect runner says of each entry, and the report `scenario:test` prints. */
import type { ExpectEntry } from '../scenario/expectSchema';

export type Outcome = 'met' | 'done' | 'failed' | 'not reached';

export interface EntryReport {
  entry: ExpectEntry;
  outcome: Outcome;
  /** What happened: when it was seen (simulator seconds after the start) or what was seen instead. */
  detail: string;
}

const MARKS: Record<Outcome, string> = { met: '✓', done: '·', failed: '✗', 'not reached': '-' };

/** One line per entry: its mark, what was expected (the entry as written) and what happened. */
export function formatReport(name: string, reports: readonly EntryReport[]): string {
  const lines = reports.map(({ entry, outcome, detail }, index) => `${MARKS[outcome]} ${String(index + 1).padStart(2)}. ${JSON.stringify(entry)}${detail ? `\n      ${outcome === 'failed' ? 'happened: ' : ''}${detail}` : ''}`);
  const failed = reports.filter((report) => report.outcome === 'failed').length;
  return [`Scenario ${name}: ${failed === 0 ? 'every expectation met' : 'an expectation failed'}`, ...lines].join('\n');
}
