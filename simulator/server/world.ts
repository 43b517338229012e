/**
 * One world of the simulator server (decision 0297): a whole simulator (data, clock, scheduler,
 * faults, sessions, trace, hub-stream connections, exercise) with its control API and its API
 * handlers. Worlds share nothing but the process: a trainee's call, fault or scenario start never
 * reaches another's.
 */
import { randomBytes } from 'node:crypto';
import type { RequestHandler } from 'msw';
import { simTimeAt, type ClockAnchor } from '../clock/anchor';
import type { RealTime } from '../clock/realTime';
import { createSimClock } from '../clock/simClock';
import { createControl } from '../control/createControl';
import { checkpointedControl } from '../control/checkpointControl';
import type { WorldControl } from '../control/types';
import { createHandlers } from '../handlers';
import { createPersistence, type Saved } from '../persistence/saved';
import type { SimulatorStorage } from '../persistence/storage';
import { recordContract, type Logged } from '../handlers/contractLog';
import { createReportHandlers } from '../handlers/errorReports';
import { createFlagServiceHandlers } from '../handlers/flagService';
import type { Scenario } from '../scenario/schema';
import type { StreamTransport } from '../stream/transport';
import { createSimulator } from '../world/createSimulator';
import { createCheckpoints, type Checkpoints } from '../world/checkpoints';
import type { RunningSimulator } from '../world/runningSimulator';
import { memoryKeeping, type WorldKeeping } from './worldStore';

export interface World {
  /** Public: what the console and control calls name it by (`w1`, …). */
  id: string;
  /** Secret: what the trainee's browser shows (cookie, header or stream query) to reach it. */
  key: string;
  name: string;
  /** Wall-clock ms of its creation. */
  joinedAt: number;
  sim: RunningSimulator;
  control: WorldControl;
  /** Its checkpoints, to rewind it or fork it (decision 0435). */
  checkpoints: Checkpoints;
  handlers: RequestHandler[];
  /** What it kept for the contract check since the last take, then cleared; null when it keeps nothing (decision 0334). */
  takeContractLog(): Promise<Logged[] | null>;
  /** Its storage: in its file when the server keeps its worlds (decision 0395), else in memory. */
  kept: SimulatorStorage;
  /** Stops it; `ended`: over for good (the trainer ended it), so its kept file goes too. */
  close(ended?: boolean): void;
}

export interface WorldParts {
  id: string;
  name: string;
  scenario: Scenario;
  apiBaseUrl: string;
  /** Where the world answers OFREP with its scenario's flags. */
  flagServiceUrl: string;
  /** The error-reporting DSN whose envelope endpoint the world answers as Sentry would, keeping what arrives (`reports()`). */
  reportDsn: string;
  real: RealTime;
  transport: StreamTransport | null;
  /** Keep a contract log (test runs only). */
  contractLog?: boolean;
  /** A world coming back from its file: the key its trainee's cookie carries, and its join time. */
  key?: string;
  joinedAt?: number;
  /** Where it is kept (in memory when left out); its storage's saved state, when there is one, is restored instead of starting `scenario`. */
  keeping?: WorldKeeping;
}

/** A test's world: far more than one test asks; beyond it the oldest entries go. */
const CONTRACT_LOG_LIMIT = 5000;

/** 144 bits: a key cannot be guessed from another trainee's or from the world's id. */
export function randomWorldKey(): string {
  return randomBytes(18).toString('base64url');
}

/**
 * The clock of a world coming back stands where it stood at the last write: the time the server
 * was down does not pass in the world (decision 0395), so sessions and pending events wait too.
 */
function anchorBack(saved: ClockAnchor, savedAt: number, now: number): ClockAnchor {
  return { ...saved, simTime: simTimeAt(saved, savedAt), realTime: now };
}

export async function createWorld(parts: WorldParts): Promise<World> {
  const { id, name, scenario, apiBaseUrl, flagServiceUrl, reportDsn, real, transport, contractLog = false, keeping = memoryKeeping() } = parts;
  const now = real.now();
  const persistence = createPersistence(keeping.storage);
  const saved = keeping.savedAt === null ? null : persistence.load();
  if (keeping.savedAt !== null && !saved) console.warn(`World ${id} (${name}): its kept state is of another version or incomplete; it starts its scenario afresh.`);
  const savedAnchor = saved && persistence.loadClock();
  const anchor = savedAnchor && keeping.savedAt !== null ? anchorBack(savedAnchor, keeping.savedAt, now) : { simTime: now, realTime: now, speed: 1, paused: false };
  persistence.saveClock(anchor);
  const clock = createSimClock({ target: null, real, anchor, onAnchor: persistence.saveClock });
  const saving = { persistence, after: real.after, report: (problem: string) => console.warn(`World ${id}: ${problem}`) };
  const sim = createSimulator({ clock, saving, transport });
  const restored = (back: Saved) => sim.restore(back).then(
    () => ({ ok: true as const }),
    (error: unknown) => ({ ok: false as const, error: error instanceof Error ? error.message : String(error) }),
  );
  const started = saved ? await restored(saved) : await sim.start(scenario);
  if (!started.ok) {
    sim.stream.close();
    clock.stop();
    throw new Error(started.error);
  }
  const checkpoints = createCheckpoints({ sim, storage: keeping.storage, persistence, keeping: keeping.checkpoints });
  if (!saved) checkpoints.take('scenario started');
  let kept: Array<Promise<Logged>> = [];
  const tap = contractLog
    ? recordContract(sim.bus, (make) => {
        kept.push(make());
        if (kept.length > CONTRACT_LOG_LIMIT) kept.shift();
      })
    : undefined;
  return {
    id,
    key: parts.key ?? randomWorldKey(),
    name,
    joinedAt: parts.joinedAt ?? now,
    sim,
    control: checkpointedControl(createControl(sim), checkpoints),
    checkpoints,
    handlers: [
      ...createHandlers(apiBaseUrl, sim, tap),
      ...createFlagServiceHandlers(flagServiceUrl, () => sim.active().scenario.flags),
      ...createReportHandlers(reportDsn, sim),
    ],
    async takeContractLog() {
      if (!contractLog) return null;
      const taken = kept;
      kept = [];
      return Promise.all(taken);
    },
    kept: keeping.storage,
    close(ended = false) {
      sim.persist();
      sim.stream.close();
      clock.stop();
      if (ended) keeping.forget();
    },
  };
}
