/** One page load in Node tests: a fresh simulator over the given storage, as a reload makes it (tests only). */
import { createSimClock, type SimClock } from '../clock/simClock';
import { createSimulator } from '../world/createSimulator';
import type { RunningSimulator } from '../world/runningSimulator';
import { createPersistence } from '../persistence/saved';
import { prefixedStorage } from '../persistence/storage';
import { manualRealTime, type ManualRealTime } from './manualRealTime';

export interface PageLoad {
  sim: RunningSimulator;
  persistence: ReturnType<typeof createPersistence>;
  real: ManualRealTime;
  clock: SimClock;
}

export function pageLoad(storage: Storage, report: (problem: string) => void = () => undefined): PageLoad {
  const persistence = createPersistence(prefixedStorage(storage));
  const real = manualRealTime();
  const now = real.now();
  const clock = createSimClock({ target: null, real, anchor: persistence.loadClock() ?? { simTime: now, realTime: now, speed: 1 }, onAnchor: persistence.saveClock });
  const sim = createSimulator({ clock, saving: { persistence, after: real.after, report }, transport: null });
  return { sim, persistence, real, clock };
}
