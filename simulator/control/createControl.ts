/** Builds the SimulatorControl over a running simulator. */
import type { RunningSimulator } from '../world/runningSimulator';
import { loadScenarioFile, resolveScenario, scenarioNames } from '../scenario/catalogue';
import { ANONYMOUS_INSTALLER } from '../scenario/flags';
import { createClockControl } from './clockControl';
import { expireSessions } from '../core/sessions';
import { createDbControl } from './dbControl';
import { createHubControl } from './hubControl';
import { createYaleControl } from './yaleControl';
import { createZwaveControl } from './zwaveControl';
import { createDoorCodeControl } from './doorCodeControl';
import { createDeviceControl } from './deviceControl';
import type { FaultInfo, JsonRecord, PendingStep, SimulatorControl } from './types';
import { saveAsScenario } from '../world/saveAsScenario';
import { runningExercise, showNextHint } from '../exercise/exercise';
import { stepKinds } from '../timeline/steps';
import { toJson } from '../engine/json';
import { applyProfile, clearProfile, profileNameOf, profileNames } from '../faults/profiles';
import { runSeedOf } from '../scenario/runStart';

/** What the app beside the simulator hands it (app/main.tsx): its flight recording as JSON text. */
export interface AppHooks {
  flightRecording?: () => Promise<string | null>;
}

export function createControl(sim: RunningSimulator, app: AppHooks = {}): SimulatorControl {
  const faults: SimulatorControl['faults'] = {
    list: () => toJson(sim.faults.list()) as FaultInfo[],
    add: (fault) => sim.faults.add(fault),
    remove: (id) => sim.faults.remove(id),
    clear: () => sim.faults.clear(),
  };
  return {
    scenarios: scenarioNames,
    scenarioDescription(name) {
      const result = loadScenarioFile(name);
      return result.ok ? result.scenario.description : null;
    },
    scenario() {
      const { scenario, startedAt } = sim.active();
      return { name: scenario.name, description: scenario.description, startedAt, expect: scenario.expect ? (toJson(scenario.expect) as JsonRecord[]) : null };
    },
    async startScenario(nameOrScenario) {
      const result = resolveScenario(nameOrScenario);
      return result.ok ? sim.start(result.scenario) : result;
    },
    saveScenario: () => saveAsScenario(sim) as unknown as JsonRecord,
    async flightRecording() {
      const text = (await app.flightRecording?.()) ?? null;
      return text === null ? null : (JSON.parse(text) as JsonRecord);
    },
    db: createDbControl(sim),
    expireSessions: () => expireSessions(sim, sim.clock.now()),
    clock: createClockControl(sim),
    hub: createHubControl(sim),
    zwave: createZwaveControl(sim),
    doorCodes: createDoorCodeControl(sim),
    devices: createDeviceControl(sim),
    exercise: { status: () => runningExercise(sim), showHint: () => showNextHint(sim) },
    yale: createYaleControl(sim),
    faults,
    profiles: {
      names: () => [...profileNames],
      apply: (name) => applyProfile(faults, profileNameOf(name), runSeedOf(sim.active().scenario)),
      clear: (name) => clearProfile(faults, profileNameOf(name)),
    },
    steps: {
      kinds: () => Object.entries(stepKinds).map(([name, kind]) => ({ name, description: kind.description })),
      pending: () => toJson(sim.timeline.pending()) as PendingStep[],
      run: (step) => sim.timeline.run(step, 'control', null, sim.clock.now()),
    },
    stream: {
      connections: (serial) => sim.stream.connections(serial),
      push: (serial, message) => sim.stream.push(serial, message),
      drop: (serial) => sim.stream.drop(serial),
    },
    calls: () => sim.trace.ofType('call').map(({ type: _type, ...call }) => call),
    clearCalls: () => sim.trace.clear(),
    trace: () => sim.trace.entries(),
    subscribeTrace: (listener) => sim.trace.subscribe(listener),
    reports: () => sim.reports.all(),
    clearReports: () => sim.reports.clear(),
    // flagd's engine loads when first asked, as the flag service's (handlers/flagService.ts).
    flags: async (targetingKey = ANONYMOUS_INSTALLER) => (await import('../scenario/flagEvaluation')).flagValuesFor(sim.active().scenario.flags, targetingKey),
  };
}
