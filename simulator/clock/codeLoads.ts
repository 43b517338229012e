/**
 * How many loads of code on first use (a screen's chunk) the page has started and not yet
 * finished, read from the User Timing marks the app sets around each (app/lib/screenCode.ts). The
 * clock's settle waits for them as it waits for requests (decision 0521): a screen whose code
 * arrives after time has moved starts its queries at a later moment, and two runs then differ.
 */
import { codeLoadMarks } from '../../app/lib/codeLoadMarks';

type MarkReader = Pick<Performance, 'getEntriesByName'>;

export function codeLoadsOnTheirWay(target: object): () => number {
  const performance = (target as { performance?: Partial<MarkReader> }).performance;
  if (typeof performance?.getEntriesByName !== 'function') return () => 0;
  const read = performance as MarkReader;
  const count = (name: string) => read.getEntriesByName(name, 'mark').length;
  return () => Math.max(0, count(codeLoadMarks.started) - count(codeLoadMarks.ended));
}
