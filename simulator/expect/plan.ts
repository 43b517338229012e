/**
 * How the expect runner moves the simulator clock: in steps while an expectation is not met, up to
 * the entry's `within` (decision 0289: an author never writes a wait).
 */
import { DEFAULT_WITHIN_MS } from '../scenario/expectWithin';
import type { ExpectEntry } from '../scenario/expectSchema';

/**
 * Simulator time moved per step while waiting. Every timer and event due within a step still
 * fires, in order; only the screen is looked at this often, so a text shown for less than a step
 * can be missed (its trace entry cannot). 5 s: as often as a door-code sync reports.
 */
export const WAIT_STEP_MS = 5_000;

/** Page loads one look may run into before the runner gives up on it (a page that reloads without end). */
export const RELOADS_PER_LOOK = 5;

/** Simulator time an expectation may take to be met: its `within`, else the default. */
export const withinOf = (entry: ExpectEntry): number => ('within' in entry && entry.within !== undefined ? entry.within : DEFAULT_WITHIN_MS);

/** The next move of the clock after `waited` of `withinMs`: a step, less at the end; 0 once it has all passed. */
export const nextMove = (waited: number, withinMs: number): number => (waited >= withinMs ? 0 : Math.min(WAIT_STEP_MS, withinMs - waited));

/** The moves a wait of `ms`, or an expectation never met within `ms`, makes (the clock moving as asked). */
export function moves(ms: number): number[] {
  const made: number[] = [];
  for (let waited = 0, step = nextMove(0, ms); step > 0; waited += step, step = nextMove(waited, ms)) made.push(step);
  return made;
}
