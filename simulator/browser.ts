/**
 * Starts the simulator in the page (simulator builds only; app/main.tsx imports this lazily).
 * Order matters: the clock is installed before anything schedules a timer, the data is ready
 * before the handlers answer, and they answer before the app's first request. MSW answers inside
 * the page's fetch (decision 0532).
 */
import { setupServer } from 'msw/native';
import { trackFetches } from './clock/fetchActivity';
import { captureRealTime } from './clock/realTime';
import { codeLoadsOnTheirWay } from './clock/codeLoads';
import { createSimClock, type ClockTimers } from './clock/simClock';
import { createControl, type AppHooks } from './control/createControl';
import { createSimulator } from './world/createSimulator';
import { createHandlers } from './handlers';
import { mountTrainerPanel } from './panel/mountTrainerPanel';
import { mountYaleKeypads } from './keypad/mountYaleKeypad';
import type { Logged } from './handlers/contractLog';
import { createReportHandlers } from './handlers/errorReports';
import { callsAnswered, type AnswerTap } from './handlers/pipeline';
import { trackSentRequests } from './handlers/sentRequests';
import type { Bus } from './engine/bus';
import { createFlagServiceHandlers } from './handlers/flagService';
import { createPersistence } from './persistence/saved';
import { prefixedStorage } from './persistence/storage';
import { takeCarriedScenario } from './start/carriedScenario';
import { adoptCarriedSessions, takeCarriedSessions } from './start/carriedSessions';
import { createNotices } from './start/notices';
import { prepareData } from './start/prepareData';
import { takeScenarioParam } from './start/scenarioParam';
import { yieldToPage } from './start/yieldToPage';
import { createMockSocketTransport } from './stream/mockSocketTransport';
import { phoneOf } from './phone/phone';

/** Present in every bundle that contains the simulator; a build check looks for it. */
export const SIMULATOR_MARKER = 'hub-installer-simulator';

/**
 * What the simulator hands the app through app/main.tsx (the app's RuntimeExtras, by shape: the
 * simulator imports nothing from the app but the wire contract).
 */
export interface SimulatorExtras {
  notice?: string;
  onNotice: (listener: (text: string) => void) => () => void;
  /** The app's timers on simulator time alone: a paused clock sends nothing (decision 0320). */
  timers: ClockTimers;
  /** The run's chance, from the scenario's seed (decision 0321). */
  random: () => number;
}

declare global {
  interface Window {
    /** Present only when a Playwright test listens for the contract log (decision 0333). */
    __contractReport?: (entry: Logged) => void;
  }
}

/**
 * A Playwright test listens with a `__contractReport` binding (tests/e2e/support/fixtures.ts):
 * then every answer, controller message and service close goes to it, to be checked against the
 * contract in the test's own process (decision 0333). Otherwise nothing is copied or kept, and the
 * recorder is not even loaded (issue 35).
 */
async function contractReporter(sim: { bus: Bus }): Promise<AnswerTap | undefined> {
  const report = window.__contractReport;
  if (typeof report !== 'function') return undefined;
  const { recordContract } = await import('./handlers/contractLog');
  // Handed on before the answer reaches the app (not waiting for the test to take it): an answer the
  // app reloads on at once (Assign Hub's Continue) left the page before its entry did, and the test
  // never heard of it.
  return recordContract(sim.bus, (make) => make().then((entry) => void report(entry)));
}

export async function startSimulator(app: AppHooks = {}): Promise<SimulatorExtras> {
  document.documentElement.dataset.simulator = SIMULATOR_MARKER;
  const persistence = createPersistence(prefixedStorage(window.localStorage));
  const real = captureRealTime(window);
  const realNow = real.now();
  // The simulator is made below; until then it has answered nothing.
  let answeredSoFar = () => 0;
  // Listening before trackFetches wraps fetch: the clock counts every call, answered here or not.
  const server = setupServer();
  server.listen({ onUnhandledRequest: 'bypass' });
  const sent = trackSentRequests(() => answeredSoFar());
  const requestsInFlight = trackFetches(window, sent.sent, window.location.href);
  const clock = createSimClock({
    target: window,
    real,
    requestsInFlight,
    codeLoads: codeLoadsOnTheirWay(window),
    anchor: persistence.loadClock() ?? { simTime: realNow, realTime: realNow, speed: 1 },
    onAnchor: persistence.saveClock,
  });
  const transport = createMockSocketTransport(import.meta.env.VITE_HUB_STREAM_URL, window.WebSocket);
  const notices = createNotices();
  const sim = createSimulator({ clock, saving: { persistence, after: real.after, report: notices.show }, transport, pause: yieldToPage, phone: phoneOf(window.localStorage) });
  answeredSoFar = () => callsAnswered(sim);
  const named = takeScenarioParam(window.location, window.history);
  await yieldToPage();
  const notice = await prepareData(sim, persistence, takeCarriedScenario(window.sessionStorage) ?? named);
  await adoptCarriedSessions(sim, takeCarriedSessions(window.sessionStorage));
  // Written behind: what is still unwritten goes out when the page is hidden or left.
  window.addEventListener('pagehide', () => sim.persist());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') sim.persist();
  });
  await yieldToPage();
  const control = createControl(sim, app);

  server.resetHandlers(
    ...createHandlers(import.meta.env.VITE_API_BASE_URL, sim, await contractReporter(sim), sent),
    ...createReportHandlers(import.meta.env.VITE_SENTRY_DSN, sim),
    // The app asks the flag service for its flags, as in production (decision 0294).
    ...createFlagServiceHandlers(import.meta.env.VITE_FLAG_SERVICE_URL, () => sim.active().scenario.flags),
  );
  // The simulator serves the stream itself; MSW does HTTP. Before this returns: the app's screens that open the stream wait for the flags it returns, so
  // the app only ever sees the simulated stream's WebSocket.
  window.WebSocket = transport.WebSocket;
  await yieldToPage();
  // Its own root after the app's: the app renders as it would without it.
  mountTrainerPanel(control, window);
  mountYaleKeypads(control, window);
  // Last: a test that sees the control API may count on the handlers and the panels being there
  // (tests/e2e/support/pageCalls.ts wraps the page's fetch at this moment).
  window.__simulator = control;

  return {
    notice,
    onNotice: notices.subscribe,
    timers: clock.timers,
    random: () => sim.random(),
  };
}
