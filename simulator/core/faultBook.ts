/**
 * Decides which scenario fault, if any, hits a request. Each fault counts the requests for its
 * call; `nth` picks the Nth (1-based), `times` limits how many in a row, both together mean
 * `times` requests starting at the Nth. Without either, every request is hit.
 */
import type { CallName } from '../../app/api/calls';
import type { Fault } from '../scenario/schema';

export interface FaultBook {
  /** Counts this request against every fault for the call and returns the first that applies. */
  take(call: CallName): Fault | undefined;
  counts(): number[];
}

function applies(fault: Fault, count: number): boolean {
  const first = fault.nth ?? 1;
  const last = fault.times !== undefined ? first + fault.times - 1 : fault.nth !== undefined ? fault.nth : Infinity;
  return count >= first && count <= last;
}

export function createFaultBook(faults: readonly Fault[], savedCounts?: readonly number[]): FaultBook {
  const counts = savedCounts?.length === faults.length ? [...savedCounts] : faults.map(() => 0);
  return {
    take(call) {
      let hit: Fault | undefined;
      faults.forEach((fault, index) => {
        if (fault.call !== call) return;
        counts[index] = (counts[index] ?? 0) + 1;
        if (!hit && applies(fault, counts[index])) hit = fault;
      });
      return hit;
    },
    counts: () => [...counts],
  };
}
