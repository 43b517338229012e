/**
 * The running simulator: database, clock, scheduler, bus, hub stream, active scenario, fault
 * counters and call log, and the two ways they are (re)made: starting a scenario (fresh data)
 * and restoring saved state.
 */
import { createDatabase, replaceDatabase, snapshotCollections, watchDatabase, type Database } from '../db/database';
import type { CollectionName } from '../db/schemas';
import type { SimClock } from '../clock/simClock';
import type { Persistence, SavedActivity, SavedState } from '../persistence/saved';
import { buildSeed } from '../seed/buildSeed';
import { withScenarioHubs } from '../hub/scenarioHubs';
import { seedPlanOf } from '../scenario/parse';
import type { Scenario } from '../scenario/schema';
import { createScheduler, type Scheduler, type SchedulerState } from '../engine/scheduler';
import { createBus, type Bus } from '../engine/bus';
import { createTrace, type Trace } from '../engine/trace';
import { createHubStream, type HubStream } from '../stream/hubStream';
import { createTimeline, type Timeline } from '../timeline/timeline';
import type { StreamTransport } from '../stream/transport';
import { eventKindOf } from './eventKinds';
import { createFaultBook, scenarioFaults, type FaultBook } from '../faults/faultBook';

export interface ActiveScenario {
  scenario: Scenario;
  /** Simulator time (ms) at which the scenario started. */
  startedAt: number;
}

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
  /** The scenario's steps at times and on triggers, and steps run by the control API. */
  readonly timeline: Timeline;
  /** The scenario's faults and those added at run time. */
  readonly faults: FaultBook;
  active(): ActiveScenario;
  /** Resets data, clock, call log and fault counters to the scenario's start. */
  start(scenario: Scenario): Promise<void>;
  restore(state: SavedState, activity: SavedActivity | null, events: SchedulerState | null): Promise<void>;
  /** Saves what changed (no-op without persistence, as in Node). */
  persist(): void;
}

export interface SimulatorOptions {
  clock: SimClock;
  /** Where state survives a reload; null in Node. */
  persistence: Persistence | null;
  /** What carries the hub stream; null runs without one. */
  transport: StreamTransport | null;
}

export function createSimulator({ clock, persistence, transport }: SimulatorOptions): Simulator {
  const db = createDatabase();
  const bus = createBus(() => clock.now());
  const faults = createFaultBook(bus);
  const trace = createTrace(bus);
  let active: ActiveScenario | undefined;
  let changed = new Set<CollectionName>();
  let unsaved = false;
  let loading = false;
  let eventsChanged = false;
  const scheduler = createScheduler({
    clock,
    validate: (kind, payload) => void eventKindOf(kind).parse(payload),
    // Runs only once an event falls due, after `simulator` below exists.
    execute: (event) => eventKindOf(event.kind).run({ sim: simulator, at: event.at }, event.payload),
  });
  scheduler.onChange(() => {
    eventsChanged = true;
  });

  watchDatabase(db, (name) => {
    if (loading) return;
    changed.add(name);
    unsaved = true;
  });

  async function load(scenario: Scenario, startedAt: number, overrides: SavedState['changed']): Promise<void> {
    loading = true;
    try {
      const seed = withScenarioHubs(buildSeed(seedPlanOf(scenario), startedAt), scenario, startedAt);
      await replaceDatabase(db, { ...seed, ...overrides });
    } finally {
      loading = false;
    }
    active = { scenario, startedAt };
  }

  function saveState(): void {
    if (!persistence || !active) return;
    persistence.saveState({ ...active, changed: snapshotCollections(db, [...changed]) });
    unsaved = false;
  }

  function saveEvents(): void {
    persistence?.saveEvents(scheduler.state());
    eventsChanged = false;
  }

  function saveActivity(): void {
    persistence?.saveActivity({ trace: trace.entries(), faults: faults.state(), stream: stream.state(), timeline: timeline.state() });
  }

  const simulator: Simulator = {
    db,
    clock,
    trace,
    scheduler,
    bus,
    get stream() {
      return stream;
    },
    get timeline() {
      return timeline;
    },
    active() {
      if (!active) throw new Error('No scenario has been started or restored yet');
      return active;
    },
    faults,
    async start(scenario) {
      const { start, speed = 1, paused = false } = scenario.clock ?? {};
      clock.reset(start === undefined ? undefined : Date.parse(start), speed, paused);
      await load(scenario, clock.now(), {});
      changed = new Set();
      faults.load(scenarioFaults(scenario.faults));
      trace.clear();
      scheduler.load({ nextSeq: 0, events: [] });
      stream.drop();
      stream.load({ nextConnection: 0 });
      bus.emit('scenario.started', { name: scenario.name });
      timeline.start(scenario.timeline, clock.now());
      saveState();
      saveActivity();
      saveEvents();
    },
    async restore(state, activity, events) {
      await load(state.scenario, state.startedAt, state.changed);
      changed = new Set(Object.keys(state.changed) as CollectionName[]);
      faults.load(activity?.faults ?? scenarioFaults(state.scenario.faults));
      trace.replace(activity?.trace ?? []);
      scheduler.load(events ?? { nextSeq: 0, events: [] });
      stream.load(activity?.stream ?? { nextConnection: 0 });
      timeline.load(activity?.timeline ?? { triggers: [] });
      eventsChanged = false;
    },
    persist() {
      if (unsaved) saveState();
      if (eventsChanged) saveEvents();
      saveActivity();
    },
  };
  const stream = createHubStream(simulator, transport);
  const timeline = createTimeline(simulator);
  return simulator;
}
