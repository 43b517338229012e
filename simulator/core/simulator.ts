/**
 * The Simulator type every part of the simulator acts on: the ground floor of docs/simulator.md.
 * It names only the parts below it (database, clock, scheduler, bus, trace, stream, faults,
 * reports), so a handler, the Z-Wave controller or the stream can take it without an import
 * leading back up to where the simulator is put together (../world/, decision 0279).
 */
import type { SimClock } from '../clock/simClock';
import type { Database } from '../db/database';
import type { Bus } from '../engine/bus';
import type { Scheduler } from '../engine/scheduler';
import type { Trace } from '../engine/trace';
import type { FaultBook } from '../faults/faultBook';
import type { HubBehaviourList } from '../faults/behaviourList';
import type { Phone } from '../phone/phone';
import type { ReportLog } from '../reports/reportLog';
import type { HubStream } from './hubStream';

export interface Simulator {
  readonly db: Database;
  readonly clock: SimClock;
  /** Everything observable that happened, in order: the bus's history (../engine/trace.ts). */
  readonly trace: Trace;
  /** Events at a simulator time; what is pending survives a reload. */
  readonly scheduler: Scheduler;
  /** What happens inside the simulator, announced to whoever listens (../engine/bus.ts). */
  readonly bus: Bus;
  /** The hubs' message stream to the app. */
  readonly stream: HubStream;
  /** The scenario's faults and those added at run time. */
  readonly faults: FaultBook;
  /** Each hub's behaviours: what it does at each moment, faults and replays in front of the defaults. */
  readonly hubBehaviours: HubBehaviourList;
  /** What the app's error reporting sent (../handlers/errorReports.ts). */
  readonly reports: ReportLog;
  /** The phone beside the app, where the simulator runs in its page; null on the simulator server. */
  readonly phone: Phone | null;
}
