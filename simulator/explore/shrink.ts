/**
 * Shrinking a failing run (issue 38): fewer faults, shorter windows, fewer actions, as long as the
 * run still breaks the same invariant. A greedy delta debugging over the schedule's two lists:
 * drop chunks of actions (halves, then quarters, down to single ones), drop faults one at a time,
 * then narrow each fault's window. Every candidate is a whole run, so the tries are bounded.
 */
import type { ExploreAction, ExploreFault, Schedule } from './schedule';

/** Plays a schedule and says whether it breaks the invariant being shrunk for. */
export type StillFails = (schedule: Schedule) => Promise<boolean>;

export interface Shrunk {
  schedule: Schedule & { actions: ExploreAction[] };
  /** Runs played while shrinking. */
  tries: number;
}

const without = <T>(list: readonly T[], from: number, count: number): T[] => [...list.slice(0, from), ...list.slice(from + count)];

/** Halves, quarters, … down to 1. */
function chunkSizes(length: number): number[] {
  const sizes: number[] = [];
  for (let size = Math.floor(length / 2); size >= 1; size = Math.floor(size / 2)) sizes.push(size);
  return sizes.length ? sizes : length ? [1] : [];
}

/** Smaller windows for a fault, simplest first. */
export function narrower(fault: ExploreFault): ExploreFault[] {
  const candidates: ExploreFault[] = [];
  if (fault.times > 1) candidates.push({ ...fault, times: 1 });
  if (fault.nth > 1) candidates.push({ ...fault, nth: 1 });
  if (fault.kind === 'http' && fault.delayMs && fault.status !== undefined) candidates.push({ ...fault, delayMs: undefined });
  if (fault.kind === 'http' && fault.status === undefined && (fault.delayMs ?? 0) > 1_000) candidates.push({ ...fault, delayMs: Math.floor((fault.delayMs ?? 0) / 2_000) * 1_000 });
  if (fault.kind === 'stream' && (fault.action === 'drop' || fault.action === 'offline') && fault.afterMs > 0) candidates.push({ ...fault, afterMs: Math.floor(fault.afterMs / 2_000) * 1_000 });
  return candidates;
}

export async function shrink(failing: Schedule & { actions: ExploreAction[] }, stillFails: StillFails, maxTries = 60): Promise<Shrunk> {
  let best = failing;
  let tries = 0;
  const attempt = async (candidate: Schedule & { actions: ExploreAction[] }) => {
    if (tries >= maxTries) return false;
    tries += 1;
    if (!(await stillFails(candidate))) return false;
    best = candidate;
    return true;
  };

  let progress = true;
  while (progress && tries < maxTries) {
    progress = false;
    for (const chunk of chunkSizes(best.actions.length)) {
      for (let from = best.actions.length - chunk; from >= 0; from -= chunk) {
        if (from + chunk > best.actions.length) continue;
        if (await attempt({ ...best, actions: without(best.actions, from, chunk) })) progress = true;
      }
    }
    for (let index = best.faults.length - 1; index >= 0; index -= 1) {
      if (await attempt({ ...best, faults: without(best.faults, index, 1) })) progress = true;
    }
    for (let index = 0; index < best.faults.length; index += 1) {
      for (const fault of narrower(best.faults[index] as ExploreFault)) {
        if (await attempt({ ...best, faults: best.faults.map((each, at) => (at === index ? fault : each)) })) {
          progress = true;
          break;
        }
      }
    }
  }
  return { schedule: best, tries };
}
