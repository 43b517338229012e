/**
 * The simulator's control API: on `window.__simulator` in the browser (for Playwright's
 * page.evaluate and trainers at the console) and returned by startNodeSimulator in Vitest.
 * Everything goes in and comes out as plain JSON.
 */
import type { TraceEntry, TraceEntryOf, TraceListener } from '../engine/trace';
import type { ReportRecord } from '../reports/reportLog';
import type { CollectionName } from '../db/schemas';
import type { JsonValue } from '../engine/json';
import type { ExerciseStatus } from '../exercise/exercise';
import type { SimClock } from '../clock/simClock';
import type { CheckpointInfo, CheckpointUse } from '../world/checkpoints';

export type { TraceEntry } from '../engine/trace';
export type { ReportRecord } from '../reports/reportLog';

/** An answered request as the call log lists it: `{ name, method, path, query, status, at }` (and `failure`). */
export type CallRecord = Omit<TraceEntryOf<'call'>, 'type'>;
export type { CollectionName } from '../db/schemas';
export type { JsonValue } from '../engine/json';
export type { ExerciseStatus } from '../exercise/exercise';
export type { CheckpointInfo, CheckpointUse } from '../world/checkpoints';

export type JsonRecord = Record<string, unknown>;
export type StartResult = { ok: true } | { ok: false; error: string };

export interface DbControl {
  list(collection: CollectionName): JsonRecord[];
  /** Records whose fields equal every field of `where` (deep equality; {} matches all). */
  find(collection: CollectionName, where: JsonRecord): JsonRecord[];
  /** Merges `patch` into every matching record; throws if a result breaks the record schema. Returns the updated records. */
  update(collection: CollectionName, where: JsonRecord, patch: JsonRecord): Promise<JsonRecord[]>;
  /** Adds a record; throws naming the bad field if it breaks the record schema. */
  create(collection: CollectionName, record: JsonRecord): Promise<JsonRecord>;
  /** Deletes every matching record; returns how many. */
  remove(collection: CollectionName, where: JsonRecord): number;
}

/**
 * The clock as tests and trainers drive it: the world's one clock (`SimClock`, one definition of
 * each call), whose calls that move time resolve once the scheduled events they fired have run and
 * whose changes of speed and pause are announced. Speed: 0 < speed <= 1000; a pause is kept.
 */
export type ClockControl = Pick<SimClock, 'now' | 'speed' | 'setSpeed' | 'paused' | 'pause' | 'resume' | 'advance' | 'step'> & {
  /** Moves `ms` ahead firing each due timer and event at most once; resolves once they have run. */
  jump(ms: number): Promise<number>;
  /** Resolves to the time, standing still, once the page is idle: what it does in answer to the last moment is done (decision 0409). */
  idle(): Promise<number>;
};

/** A hub by serial, moved on the simulator clock (simulator/hub/lifecycle.ts); each resolves to the hub record. */
export interface HubControl {
  /** The hub as the API reports it now, with its simulator-only fields (lifecycle, online). */
  get(serial: string): Promise<JsonRecord>;
  /** Starts downloading a new release (or `commit`): update_pending until every process runs it. */
  startUpdate(serial: string, commit?: string): Promise<JsonRecord>;
  /** What the reboot call does: no heartbeat for 3.5 minutes, then a new boot_time. */
  reboot(serial: string): Promise<JsonRecord>;
  /** What the restart call does: no heartbeat for 25 s, boot_time unchanged. */
  restart(serial: string): Promise<JsonRecord>;
  /** Offline stops the heartbeat (last_seen stays); online resumes it. */
  setOnline(serial: string, online: boolean): Promise<JsonRecord>;
}

/** A fault as listed: the fault as validated, where it came from, and how often it counted and hit. */
export interface FaultInfo {
  id: string;
  source: 'scenario' | 'injected';
  fault: JsonRecord;
  seen: number;
  hits: number;
}

/** Faults at run time (the kinds are in docs/scenarios.md). */
export interface FaultControl {
  /** Injected faults first, then the scenario's: the order in which they are tried. */
  list(): FaultInfo[];
  /** Adds a fault (validated like a scenario's); it counts from the next occurrence. */
  add(fault: JsonRecord): { ok: true; id: string } | { ok: false; error: string };
  remove(id: string): boolean;
  /** Removes every fault, the scenario's too, until the scenario starts again; returns how many. */
  clear(): number;
}

/** The named fault profiles (docs/scenarios.md, **Profiles**) at run time; an unknown name throws, naming the four. */
export interface ProfileControl {
  /** The profiles' names. */
  names(): string[];
  /**
   * Adds the profile's faults, drawn from the run's seed (decision 0420), in place of any of the
   * same profile already there; they count from the next occurrence. Returns how many.
   */
  apply(name: string): number;
  /** Takes the profile's faults away again; returns how many. */
  clear(name: string): number;
}

/** A step still to come: at a simulator time, or when its trigger has counted `nth` events. */
export type PendingStep =
  | { entry: number | null; do: JsonRecord; at: number; event: string }
  | { entry: number; do: JsonRecord; when: JsonRecord; seen: number; nth: number };

/** Scenario steps (docs/scenarios.md, **Timeline**) at run time. */
export interface StepControl {
  /** Step names with what each does. */
  kinds(): Array<{ name: string; description: string }>;
  /** The timeline's steps not yet run: scheduled ones first (earliest first), then those waiting for a trigger. */
  pending(): PendingStep[];
  /** Runs a step now, for example `{ "hub.reboot": { "serial": "HB2-1000104" } }`: `{ ok: true }`, or `{ ok: false, error }` naming what is wrong or why it failed. */
  run(step: JsonRecord): Promise<{ ok: true } | { ok: false; error: string }>;
}

/** The hubs' message stream to the app. */
export interface StreamControl {
  /** Open connections: `{ id, serial, openedAt }`. */
  connections(serial?: string): Array<{ id: string; serial: string; openedAt: number }>;
  /** Sends a message to every open connection of the hub now; returns how many it reached. */
  push(serial: string, message: JsonValue): number;
  /** Drops the hub's connections (every hub's without a serial), as a lost network would: close code 1006. */
  drop(serial?: string): number;
}

/** A hub's simulated Z-Wave controller and the devices at the door (docs/simulator.md, **Z-Wave controller**). */
export interface ZwaveControl {
  /** The controller's state: mode, when it started, the device waiting in a mode, the device left from a failed inclusion, node ids. Throws for an unknown serial. */
  controller(serial: string): JsonRecord;
  /**
   * A device enters inclusion mode (its button pressed): `device` is a catalogue model name or number,
   * default the next device to install. Heard at once by a hub that is including; else it joins at the next inclusion.
   */
  putInInclusionMode(serial: string, device?: string): Promise<{ ok: true } | { ok: false; error: string }>;
  /** A device enters exclusion mode: `device` is a node id of the hub or a model; default as docs/simulator.md says. */
  putInExclusionMode(serial: string, device?: string): Promise<{ ok: true } | { ok: false; error: string }>;
  /** The hub's next inclusion fails at `stage` (`start`, `nothingJoins`, `protocol`, `interview`): adds the fault that does it, once. */
  failNextInclusion(serial: string, stage: string): Promise<{ ok: true } | { ok: false; error: string }>;
}

/** The door-code service (docs/simulator.md, **Door-code service**). */
export interface DoorCodeControl {
  /** Every sync record, newest first, with its simulator-only fields. */
  syncs(): JsonRecord[];
  /** The newest sync (of the lock `deviceUid` if given) takes `status`, one of the ten sync statuses. */
  setStatus(status: string, deviceUid?: string): Promise<{ ok: true } | { ok: false; error: string }>;
}

/** A door, motion or leak sensor a trainer can act at, with the unit it is in. */
export interface SensorAtDoor {
  uid: string;
  name: string;
  kind: 'door' | 'motion' | 'leak';
  serial: string;
  unit: string;
}

type StepAnswer = Promise<{ ok: true } | { ok: false; error: string }>;

/** Physical steps at the sensors (traced as steps): what happens at the door, not in the app. */
export interface DeviceControl {
  /** The door, motion and leak sensors of hubs assigned to units, by unit then name. */
  sensors(): SensorAtDoor[];
  door(uid: string, open: boolean): StepAnswer;
  motion(uid: string): StepAnswer;
  /** Water at the sensor; `wet: false` dries it. */
  leak(uid: string, wet?: boolean): StepAnswer;
}

/** The running training exercise (a scenario with `exercise`), read from the trace. */
export interface ExerciseControl {
  /** Objectives with whether and when each was met, hints shown, the summary once all are met; null when the scenario is no exercise. */
  status(): ExerciseStatus | null;
  /** Shows the next hint (counted in the summary); null when none is left. */
  showHint(): string | null;
}

/** The Yale lock waiting at a hub's door (docs/simulator.md, **Yale lock**); `serial` may be left out when only one waits. */
export interface YaleControl {
  /** Every Yale lock at a door: `{ serial, model, masterCode, entry, menu }`. */
  locks(): JsonRecord[];
  /** One lock; throws when there is none, or several and no serial. */
  lock(serial?: string): JsonRecord;
  /** Presses keys (0-9, # and *) on the lock's keypad, for example its master code then `73`. */
  press(keys: string, serial?: string): Promise<{ ok: true } | { ok: false; error: string }>;
}

export interface SimulatorControl {
  scenarios(): string[];
  /** A scenario file's description, to read before starting it; null when the file cannot be loaded (its start then says why). */
  scenarioDescription(name: string): string | null;
  /** The running scenario; `expect` is its expect section as parsed (durations in ms), null when it has none. */
  scenario(): { name: string; description: string; startedAt: number; expect: JsonRecord[] | null };
  /** Resets data, clock, call log, report log and fault counters. In the page, reload afterwards. */
  startScenario(nameOrScenario: string | object): Promise<StartResult>;
  /**
   * The running simulator as a scenario (the file format of scenarios/): its data, flags, faults
   * (injected ones too), pending steps and events, starting at the current simulator time.
   * `startScenario(saved)` (or loading the file in the panel, or `?scenario=` with its JSON) goes on from there.
   */
  saveScenario(): JsonRecord;
  /**
   * The app's flight recording as an error report would attach it (redacted on the phone, issue 26):
   * what `npm run scenario:from-capture` compiles. Null while nothing is recorded (nobody signed in),
   * and where no app runs beside the simulator (Node, the server).
   */
  flightRecording(): Promise<JsonRecord | null>;
  db: DbControl;
  /** Ends every session: the next call with any token answers 401. Returns how many ended. */
  expireSessions(): Promise<number>;
  clock: ClockControl;
  hub: HubControl;
  zwave: ZwaveControl;
  doorCodes: DoorCodeControl;
  devices: DeviceControl;
  exercise: ExerciseControl;
  yale: YaleControl;
  stream: StreamControl;
  faults: FaultControl;
  profiles: ProfileControl;
  steps: StepControl;
  /** The trace's calls, oldest first. */
  calls(): CallRecord[];
  /** Empties the trace (calls are part of it). */
  clearCalls(): void;
  /** Everything observable that happened, oldest first: calls, stream traffic, steps, faults, clock changes. */
  trace(): TraceEntry[];
  /** Tells `listener` each new trace entry as it happens; returns the function that stops it. */
  subscribeTrace(listener: TraceListener): () => void;
  /** What the app's error reporting sent (error events and feedback), oldest first; kept until the page reloads. */
  reports(): ReportRecord[];
  clearReports(): void;
  /** Every flag's value for an installer's e-mail (default 'anonymous', as before sign-in), as the flag service answers it. */
  flags(targetingKey?: string): Promise<Record<string, boolean>>;
}

/** A server world's checkpoints (decision 0435): the page's simulator keeps none. */
export interface CheckpointControl {
  /** Oldest first: `{ id, label, simTime, wallTime }`. */
  list(): CheckpointInfo[];
  /** Takes one now (the world takes its own at a scenario start, before each injected fault and at each objective met). */
  take(label?: string): CheckpointInfo;
  /** Puts the world back as it was at the checkpoint: data, clock, faults with their counters, pending events, trace, exercise. */
  rewind(id: number): Promise<CheckpointInfo>;
  /** Rewinds and forks so far, oldest first, with the checkpoint each used. */
  used(): CheckpointUse[];
}

/** The control API of a server world: the simulator's, with checkpoints. */
export interface WorldControl extends SimulatorControl {
  checkpoints: CheckpointControl;
}

declare global {
  interface Window {
    __simulator?: SimulatorControl;
  }
}
