/**
 * The running simulator: database, clock, scheduler, bus, trace, hub stream, timeline, faults and
 * the active scenario, and the two ways they are (re)made: starting a scenario (fresh data) and
 * restoring what was saved before a reload. Changes are saved behind, not as they happen
 * (../persistence/saver.ts).
 */
import { applySaved } from '../db/applySaved';
import { createDatabase, replaceDatabase, watchDatabase, type DatabaseSnapshot } from '../db/database';
import type { SimClock } from '../clock/simClock';
import type { Persistence } from '../persistence/saved';
import { createSaver, type Saver } from '../persistence/saver';
import { buildSeed } from '../seed/buildSeed';
import { withScenarioCommunities } from '../scenario/scenarioCommunities';
import { withScenarioHubs } from '../scenario/scenarioHubs';
import { withScenarioDevices } from '../scenario/scenarioDevices';
import { withScenarioYaleLocks } from '../scenario/scenarioLocks';
import { unknownHubSerial } from '../scenario/hubSerials';
import { seedPlanOf } from '../scenario/parse';
import { runSeedOf, runStartOf } from '../scenario/runStart';
import { SeededRandom } from '../seed/bulk/random';
import type { Scenario } from '../scenario/schema';
import type { ActiveScenario, RunningSimulator } from './runningSimulator';
import { createScheduler } from '../engine/scheduler';
import { createBus } from '../engine/bus';
import { createTrace } from '../engine/trace';
import { createHubStream } from '../stream/hubStream';
import { createTimeline } from '../timeline/timeline';
import type { StreamTransport } from '../stream/transport';
import { eventKindOf } from './eventKinds';
import { createFaultBook, scenarioFaults } from '../faults/faultBook';
import { profileFaults } from '../faults/profiles';
import type { Fault } from '../faults/schema';
import { createSeededRandom } from '../engine/seededRandom';
import { createHubBehaviourList } from '../faults/behaviourList';
import { createReportLog } from '../reports/reportLog';
import type { Phone } from '../phone/phone';
import { standAsideForReplayedHubs } from '../capture/replayedHubs';
import { watchExercise } from '../exercise/exercise';

/** Where state survives a reload, and how: the browser's storage, written behind on real time. */
export interface SavingOptions {
  persistence: Persistence;
  after(ms: number, callback: () => void): () => void;
  /** Told in words when the browser refused to save (storage full). */
  report(problem: string): void;
}

export interface SimulatorOptions {
  clock: SimClock;
  /** null in Node: nothing is saved. */
  saving: SavingOptions | null;
  /** What carries the hub stream; null runs without one. */
  transport: StreamTransport | null;
  /** Ends the current task between slices of a long start (the browser: the page keeps painting); none in Node. */
  pause?: () => Promise<void>;
  /** The phone beside the app, where the simulator runs in its page (or jsdom); none on the simulator server. */
  phone?: Phone | null;
}

/** The data a scenario starts with at `startedAt` (without what a saved scenario resumes). */
export function seedFor(scenario: Scenario, startedAt: number): DatabaseSnapshot {
  const hubs = withScenarioHubs(buildSeed(seedPlanOf(scenario), startedAt), scenario, startedAt);
  const seed = withScenarioYaleLocks(withScenarioDevices(withScenarioCommunities(hubs, scenario), scenario, startedAt), scenario);
  const problem = unknownHubSerial(scenario, seed);
  if (problem) throw new Error(problem);
  return seed;
}

/** The seed, with the records a saved scenario resumes from put back over it. */
function startingData(scenario: Scenario, startedAt: number): DatabaseSnapshot {
  // A saved scenario's records differ from the seed of the run it was saved from, not from one built now.
  const seededAt = scenario.resume?.seededAt;
  const seed = seedFor(scenario, seededAt === undefined ? startedAt : Date.parse(seededAt));
  return scenario.resume ? applySaved(seed, scenario.resume.records.map((record, order) => ({ ...record, order }))) : seed;
}

/** A scenario's faults: its own, then those of its profiles, drawn from the run's seed. */
function faultsOf(scenario: Scenario, seed: number): Fault[] {
  const random = createSeededRandom(seed);
  return [...scenario.faults, ...[scenario.profile ?? []].flat().flatMap((name) => profileFaults(name, random))];
}

export function createSimulator({ clock, saving, transport, pause, phone = null }: SimulatorOptions): RunningSimulator {
  const db = createDatabase();
  const bus = createBus(() => clock.now());
  // The run's seed: every fault's chance and jitter is drawn from it (decision 0420).
  let runSeed = 0;
  const faults = createFaultBook(bus, undefined, { now: () => clock.now(), seed: () => runSeed });
  const hubBehaviours = createHubBehaviourList(faults);
  standAsideForReplayedHubs(hubBehaviours, () => active?.scenario.replay?.hubs ?? []);
  const trace = createTrace(bus);
  const reports = createReportLog();
  let active: ActiveScenario | undefined;
  const scheduler = createScheduler({
    clock,
    validate: (kind, payload) => void eventKindOf(kind).parse(payload),
    // Runs only once an event falls due, after `simulator` below exists.
    execute: (event) => eventKindOf(event.kind).run({ sim: simulator, at: event.at }, event.payload),
  });

  const saver: Saver | null = saving && createSaver({
    ...saving,
    db,
    parts: {
      state: () => simulator.active(),
      activity: () => ({ trace: trace.entries(), faults: faults.state(), stream: stream.state(), timeline: timeline.state() }),
      events: () => scheduler.state(),
    },
  });

  watchDatabase(db, (name, key) => saver?.changedRecord(name, key));
  scheduler.onChange(() => saver?.changed('events'));
  [trace, faults].forEach((part) => part.onChange(() => saver?.changed('activity')));

  async function load(scenario: Scenario, startedAt: number, data: DatabaseSnapshot): Promise<void> {
    await replaceDatabase(db, data, pause);
    active = { scenario, startedAt };
  }

  let chance = new SeededRandom(0);
  const simulator: RunningSimulator = {
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
    reports,
    phone,
    active() {
      if (!active) throw new Error('No scenario has been started or restored yet');
      return active;
    },
    faults,
    hubBehaviours,
    async start(scenario) {
      // The seed is built in a task of its own: after the scenario's parse, it would make one long
      // task of both on the demo's start (issue 40).
      await pause?.();
      const { speed = 1, paused = false } = scenario.clock ?? {};
      const startedAt = runStartOf(scenario, clock.now());
      let seed: DatabaseSnapshot;
      const { resume } = scenario;
      try {
        seed = startingData(scenario, startedAt);
        resume?.events.events.forEach((event) => eventKindOf(event.kind).parse(event.payload));
      } catch (error) {
        return { ok: false, error: error instanceof Error ? error.message : String(error) };
      }
      clock.reset(startedAt, speed, paused);
      runSeed = runSeedOf(scenario);
      chance = new SeededRandom(runSeed);
      await load(scenario, clock.now(), seed);
      faults.load(resume?.faults ?? scenarioFaults(faultsOf(scenario, runSeed)));
      trace.clear();
      reports.clear();
      scheduler.load(resume?.events ?? { nextSeq: 0, events: [] });
      stream.drop();
      stream.load({ nextConnection: 0 });
      bus.emit('scenario.started', { name: scenario.name });
      // A saved scenario's timeline steps are pending events already; its triggers go on counting.
      if (resume) timeline.load({ triggers: resume.triggers });
      else timeline.start(scenario.timeline, clock.now());
      saver?.restart();
      return { ok: true };
    },
    async restore({ state, records, activity, events }) {
      // As in start: the seed in a task of its own, not in the one that read the saved state.
      await pause?.();
      runSeed = runSeedOf(state.scenario);
      chance = new SeededRandom(runSeed);
      await load(state.scenario, state.startedAt, applySaved(startingData(state.scenario, state.startedAt), records));
      saver?.restored(records);
      faults.load(activity?.faults ?? scenarioFaults(faultsOf(state.scenario, runSeed)));
      trace.replace(activity?.trace ?? []);
      scheduler.load(events ?? { nextSeq: 0, events: [] });
      stream.load(activity?.stream ?? { nextConnection: 0 });
      timeline.load(activity?.timeline ?? { triggers: [] });
    },
    persist: () => saver?.flush(),
    random: () => chance.float(),
  };
  const stream = createHubStream(simulator, transport);
  const timeline = createTimeline(simulator, () => simulator.active().scenario.timeline);
  timeline.onChange(() => saver?.changed('activity'));
  watchExercise(simulator);
  return simulator;
}
