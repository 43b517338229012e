/** Builds the SimulatorControl over a running simulator. */
import type { Simulator } from '../core/simulator';
import { resolveScenario, scenarioNames } from '../scenario/catalogue';
import { createClockControl } from './clockControl';
import { createDbControl } from './dbControl';
import { createHubControl } from './hubControl';
import type { FaultInfo, SimulatorControl } from './types';
import { toJson } from '../engine/json';

export function createControl(sim: Simulator): SimulatorControl {
  return {
    scenarios: scenarioNames,
    scenario() {
      const { scenario, startedAt } = sim.active();
      return { name: scenario.name, startedAt };
    },
    async startScenario(nameOrScenario) {
      const result = resolveScenario(nameOrScenario);
      if (!result.ok) return result;
      await sim.start(result.scenario);
      return { ok: true };
    },
    db: createDbControl(sim),
    async expireSessions() {
      const now = sim.clock.now();
      const ended = await sim.db.sessions.updateMany((q) => q.where({ expiresAt: (expiresAt) => expiresAt > now }), {
        data: (session) => {
          session.expiresAt = now;
        },
      });
      sim.persist();
      return ended.length;
    },
    clock: createClockControl(sim),
    hub: createHubControl(sim),
    faults: {
      list: () => toJson(sim.faults.list()) as FaultInfo[],
      add: (fault) => sim.faults.add(fault),
      remove: (id) => sim.faults.remove(id),
      clear: () => sim.faults.clear(),
    },
    stream: {
      connections: (serial) => sim.stream.connections(serial),
      push: (serial, message) => sim.stream.push(serial, message),
      drop: (serial) => sim.stream.drop(serial),
    },
    calls: () => sim.calls.all(),
    clearCalls() {
      sim.calls.clear();
      sim.persist();
    },
    flags: () => ({ ...sim.active().scenario.flags }),
  };
}
