/**
 * The simulator for Vitest: the same handlers behind msw/node. Its clock is private (no globals
 * are faked, so tests stay free to use vi's timers) and nothing is persisted.
 */
import { setupServer, type SetupServer } from 'msw/node';
import { captureRealTime } from './clock/realTime';
import { createSimClock } from './clock/simClock';
import { createControl } from './control/createControl';
import type { SimulatorControl } from './control/types';
import { createSimulator } from './core/simulator';
import { createHandlers } from './handlers';
import { DEFAULT_SCENARIO, resolveScenario } from './scenario/catalogue';

/** jsdom's origin in this repo's Vitest config, plus the simulator build's API path. */
export const DEFAULT_NODE_BASE_URL = 'http://localhost:3000/api';

export interface NodeSimulatorOptions {
  /** A scenario name from scenarios/ or a scenario object; default: "default". */
  scenario?: string | object;
  baseUrl?: string;
}

export interface NodeSimulator {
  server: SetupServer;
  control: SimulatorControl;
  close(): void;
}

export async function startNodeSimulator(options: NodeSimulatorOptions = {}): Promise<NodeSimulator> {
  const resolved = resolveScenario(options.scenario ?? DEFAULT_SCENARIO);
  if (!resolved.ok) throw new Error(resolved.error);

  const real = captureRealTime();
  const now = real.now();
  const clock = createSimClock({ target: null, real, anchor: { simTime: now, realTime: now, speed: 1 } });
  const sim = createSimulator(clock, null);
  await sim.start(resolved.scenario);

  const server = setupServer(...createHandlers(options.baseUrl ?? DEFAULT_NODE_BASE_URL, sim));
  server.listen({ onUnhandledRequest: 'bypass' });
  return {
    server,
    control: createControl(sim),
    close() {
      server.close();
      clock.stop();
    },
  };
}
