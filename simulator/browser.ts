/**
 * Starts the simulator in the page (simulator builds only; app/main.tsx imports this lazily).
 * Order matters: the clock is installed before anything schedules a timer, the data is ready
 * before the worker answers, and the worker runs before the app's first request.
 */
import { setupWorker } from 'msw/browser';
import type { RuntimeExtras } from '../app/config/runtime';
import { captureRealTime } from './clock/realTime';
import { createSimClock } from './clock/simClock';
import { createControl } from './control/createControl';
import { createSimulator } from './core/simulator';
import { createHandlers } from './handlers';
import { createPersistence } from './persistence/saved';
import { prefixedStorage } from './persistence/storage';
import { demoAccounts } from './start/demoAccounts';
import { prepareData } from './start/prepareData';
import { takeScenarioParam } from './start/scenarioParam';
import { createMockSocketTransport } from './stream/mockSocketTransport';

/** Present in every bundle that contains the simulator; a build check looks for it. */
export const SIMULATOR_MARKER = 'hub-installer-simulator';
const WORKER_URL = '/mockServiceWorker.js';

export async function startSimulator(): Promise<RuntimeExtras> {
  document.documentElement.dataset.simulator = SIMULATOR_MARKER;
  const persistence = createPersistence(prefixedStorage(window.localStorage));
  const real = captureRealTime(window);
  const realNow = real.now();
  const clock = createSimClock({
    target: window,
    real,
    anchor: persistence.loadClock() ?? { simTime: realNow, realTime: realNow, speed: 1 },
    onAnchor: persistence.saveClock,
  });
  // Before the first render: the app must only ever see the simulated stream's WebSocket.
  const transport = createMockSocketTransport(import.meta.env.VITE_HUB_STREAM_URL, window.WebSocket);
  window.WebSocket = transport.WebSocket;
  const sim = createSimulator({ clock, persistence, transport });
  const notice = await prepareData(sim, persistence, takeScenarioParam(window.location, window.history));
  window.addEventListener('pagehide', () => sim.persist());
  const control = createControl(sim);
  window.__simulator = control;

  const worker = setupWorker(...createHandlers(import.meta.env.VITE_API_BASE_URL, sim));
  await worker.start({ serviceWorker: { url: WORKER_URL }, onUnhandledRequest: 'bypass', quiet: true });

  return {
    demoAccounts: demoAccounts(sim.db),
    notice,
    flags: control.flags(),
    keepServiceWorker: (scriptUrl) => scriptUrl.endsWith(WORKER_URL),
  };
}
