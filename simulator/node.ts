/**
 * The simulator for Vitest: the same handlers behind msw/node, the same scheduler and hub stream.
 * Its clock is private (no globals are faked, so tests stay free to use vi's timers) and nothing
 * is persisted. The hub stream is served over mock-socket without touching globals: a test that
 * opens it installs `WebSocket` from here (`vi.stubGlobal('WebSocket', sim.WebSocket)`).
 * Its answers (with their requests), stream messages and stream closes go to the contract log,
 * which the test setup checks (decisions 0315, 0331, 0332).
 */
import { setupServer, type SetupServer } from 'msw/node';
import { captureRealTime } from './clock/realTime';
import { createSimClock, type ClockTimers } from './clock/simClock';
import { createControl } from './control/createControl';
import type { SimulatorControl } from './control/types';
import { createSimulator } from './world/createSimulator';
import { createHandlers } from './handlers';
import { createReportHandlers } from './handlers/errorReports';
import { DEFAULT_SCENARIO, resolveScenario } from './scenario/catalogue';
import { createMockSocketTransport } from './stream/mockSocketTransport';
import { keepForSuite, recordContract } from './handlers/contractLog';
import { phoneOf } from './phone/phone';

/** jsdom's origin in this repo's Vitest config, plus the simulator build's API path. */
export const DEFAULT_NODE_BASE_URL = 'http://localhost:3000/api';
/** The app's own stream URL under Vitest (from .env), so app code and simulator meet by default. */
export const DEFAULT_NODE_STREAM_URL: string = import.meta.env.VITE_HUB_STREAM_URL || 'ws://localhost:3000/stream';

export interface NodeSimulatorOptions {
  /** A scenario name from scenarios/ or a scenario object; default: "default". */
  scenario?: string | object;
  baseUrl?: string;
  /** The hub stream's URL; default DEFAULT_NODE_STREAM_URL. */
  streamUrl?: string;
  /** An error-reporting DSN whose envelope endpoint the simulator answers (none by default). */
  dsn?: string;
}

export interface NodeSimulator {
  server: SetupServer;
  control: SimulatorControl;
  /** The WebSocket class that reaches the hub stream: stub the global with it in tests that open the stream. */
  WebSocket: typeof globalThis.WebSocket;
  /** The app's timers on simulator time alone, as the browser build hands them (decision 0320): the explorer runs the app on them. */
  timers: ClockTimers;
  /** The run's chance, from the scenario's seed (decision 0321). */
  random: () => number;
  close(): void;
}

export async function startNodeSimulator(options: NodeSimulatorOptions = {}): Promise<NodeSimulator> {
  const resolved = resolveScenario(options.scenario ?? DEFAULT_SCENARIO);
  if (!resolved.ok) throw new Error(resolved.error);

  const real = captureRealTime();
  const now = real.now();
  const clock = createSimClock({ target: null, real, anchor: { simTime: now, realTime: now, speed: 1 } });
  const transport = createMockSocketTransport(options.streamUrl ?? DEFAULT_NODE_STREAM_URL);
  // Under jsdom (the app's tests, the explorer) the page's storage is the phone's; plain Node has none.
  const sim = createSimulator({ clock, saving: null, transport, phone: phoneOf(globalThis.localStorage) });
  const started = await sim.start(resolved.scenario);
  if (!started.ok) {
    transport.close();
    clock.stop();
    throw new Error(started.error);
  }

  const tap = recordContract(sim.bus, keepForSuite);
  const server = setupServer(...createHandlers(options.baseUrl ?? DEFAULT_NODE_BASE_URL, sim, tap), ...createReportHandlers(options.dsn, sim));
  server.listen({ onUnhandledRequest: 'bypass' });
  return {
    server,
    control: createControl(sim),
    WebSocket: transport.WebSocket,
    timers: clock.timers,
    random: () => sim.random(),
    close() {
      server.close();
      sim.stream.close();
      clock.stop();
    },
  };
}
