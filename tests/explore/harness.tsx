/**
 * The explorer's page: the whole app rendered in jsdom against the Node simulator, as
 * tests/integration/support/renderApp.tsx renders it, but on one clock: the app's timers (polls,
 * retries, deadlines, TanStack Query's) run on the simulator's, as in the browser build (decision
 * 0320), so the explorer moves both with `clock.advance` and no real time passes for them.
 */
import { act, cleanup, configure, render, waitFor } from '@testing-library/react';
import { notifyManager } from '@tanstack/react-query';
import { vi } from 'vitest';
import { App } from '../../app/App';
import { api } from '../../app/api';
import { env } from '../../app/config/env';
import { noExtras } from '../../app/config/runtime';
import { flightLog } from '../../app/data/flightRecorder';
import { useSession } from '../../app/data/sessionStore';
import { useUnitViews } from '../../app/features/unit-detail/unitViewStore';
import { communitiesScreenCode, unitListScreenCode } from '../../app/screens/lists/listScreenCodes';
import { unitPartsCode } from '../../app/screens/unit/unitPartsCode';
import { trackFetches } from '../../simulator/clock/fetchActivity';
import { logContract } from '../../simulator/handlers/contractLog';
import { startNodeSimulator, type NodeSimulator } from '../../simulator/node';
import { fillStorage } from '../../simulator/phone/phone';
import { withDisplayOnlyStyle, withoutOwnerStacks } from './harnessSpeed';

// A look at the screen is immediate: the explorer moves time itself and never waits for a text.
configure({ asyncUtilTimeout: 2_000 });

/** Real time the first screen may take: its lazy code compiles on first use (seconds on a busy 2-core machine). */
const FIRST_SCREEN_MS = 30_000;
const demoInstaller = { email: 'installer@demo.test', password: 'install123' };
/** Macrotask turns the page may take to answer a moment before it counts as settled. */
const SETTLE_MAX_TURNS = 200;
/** Turns in a row with no request under way for the page to count as settled. */
const SETTLE_QUIET_TURNS = 3;

const requestsInFlight = trackFetches(globalThis);
// The development build's costs the explorer need not pay (decision 0525).
withoutOwnerStacks();
withDisplayOnlyStyle(window);
// jsdom has no CSS.escape, which every browser has: the flight recorder names a closing dialog with
// it, also while a run's page is unmounted, after its stubs are gone.
if (typeof CSS === 'undefined') Object.assign(globalThis, { CSS: { escape: (value: string) => value.replace(/[^\w-]/g, (char) => `\\${char}`) } });
// Every answer and stream message is kept for the contract invariant (decisions 0315, 0331).
logContract(true);
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));
// TanStack Query tells the screen of a query's answer with a real setTimeout(0) (its
// notifyManager), and a turn of setImmediate is quicker than a timer's millisecond: three quiet
// turns could pass before the screen heard of its unit and asked for what follows (device seed 2:
// the service configuration came in the first step in one run, before it in another). Told in a
// turn, it is seen by the next; a real-time timer would cost each settle a millisecond a turn.
notifyManager.setScheduler((callback) => void setImmediate(callback));

export interface ExplorePage {
  sim: NodeSimulator;
  /** Errors the page threw or logged (console.error, uncaught errors, unhandled rejections). */
  pageErrors: string[];
  /** Lets the page answer: real macrotasks (no simulator time) until no request is under way. */
  settle(): Promise<void>;
  /** Moves simulator time (and with it the app's timers) by `ms`, settling the page after. */
  advance(ms: number): Promise<void>;
  /** The phone's storage is full: fills localStorage to the last character with another owner's values. */
  fillStorage(): void;
  close(): void;
}

/**
 * The page's Date on the simulator's clock, as the browser build's clock installs it: the app's
 * deadlines compare Date.now() with times it set, so with a real Date a countdown never ran out
 * while its ticks ran on simulator time.
 */
function dateOn(now: () => number): DateConstructor {
  const PageDate = Date;
  return class SimulatorDate extends PageDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(now());
      else super(...(args as [string]));
    }

    static override now(): number {
      return now();
    }
  } as DateConstructor;
}

/**
 * The page's hub sockets, for the settle: mock-socket opens (or the simulator refuses) a socket on a
 * real 4 ms timer, not on the simulator's clock. A settle's quiet turns can all pass inside those
 * 4 ms on a fast run and not on a slow one, so the stream's opening fell in one step or the next
 * by the machine's speed (pairing seeds 2, 5 and 17, whose faults are on the stream, played a step
 * more or fewer). A moment is settled once no socket is still connecting.
 */
function watchSockets(PageSocket: typeof WebSocket): { WebSocket: typeof WebSocket; connecting: () => WebSocket[] } {
  const opened: WebSocket[] = [];
  const WatchedSocket = new Proxy(PageSocket, {
    construct(target, args: [string | URL, (string | string[])?], newTarget) {
      const socket = Reflect.construct(target, args, newTarget) as WebSocket;
      opened.push(socket);
      return socket;
    },
  });
  return { WebSocket: WatchedSocket, connecting: () => opened.filter((socket) => socket.readyState === PageSocket.CONNECTING) };
}

/** Until one of `sockets` opens, fails or closes: mock-socket does one of them for each. */
function anySettled(sockets: WebSocket[]): Promise<void> {
  return new Promise((resolve) => {
    for (const socket of sockets) for (const type of ['open', 'error', 'close']) socket.addEventListener(type, () => resolve(), { once: true });
  });
}

/** Each pageError listener added, so close removes them. */
function listenForPageErrors(errors: string[]): () => void {
  const onError = (event: ErrorEvent) => errors.push(`uncaught: ${event.message}`);
  const onRejection = (event: PromiseRejectionEvent) => errors.push(`unhandled rejection: ${String(event.reason)}`);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  const pageConsoleError = console.error;
  console.error = (...args: unknown[]) => errors.push(`console.error: ${args.map(String).join(' ').slice(0, 300)}`);
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
    console.error = pageConsoleError;
  };
}

/**
 * Renders the app signed in at `path` against a simulator running `scenario` (its clock paused),
 * and waits, in real time, until the page shows `ready`, an error or a load under way: the
 * screen's lazy code compiles and loads outside any clock.
 */
export async function openPage(path: string, scenario: object, ready: string): Promise<ExplorePage> {
  await import('../../app/screens/signed-in/SignedInApp');
  await import('../../app/screens/unit/UnitScreen');
  await import('../../app/screens/device/DeviceScreen');
  // Loaded as a phone has them once the unit screen has drawn (decision 0530): the screen fetches
  // them after a paint, and jsdom paints nothing.
  await Promise.all([unitPartsCode.load(), unitListScreenCode.load(), communitiesScreenCode.load()]);
  const sim = await startNodeSimulator({ scenario, baseUrl: env.apiBaseUrl });
  const sockets = watchSockets(sim.WebSocket);
  vi.stubGlobal('WebSocket', sockets.WebSocket);
  vi.stubGlobal('Date', dateOn(() => sim.control.clock.now()));
  const session = await api.auth.login(demoInstaller.email, demoInstaller.password);
  localStorage.clear();
  sessionStorage.clear();
  // The recorder's log lives as long as the module: each run starts with none, as a fresh phone.
  flightLog().clear();
  useSession.getState().reload();
  useUnitViews.setState({ views: {} });
  useSession.getState().start(session);
  window.history.replaceState(null, '', path);
  const pageErrors: string[] = [];
  const stopListening = listenForPageErrors(pageErrors);
  // jsdom's document never has the focus; the explorer's phone is in the installer's hand, and the device screen polls only then (spec 02 §4).
  const hasFocus = vi.spyOn(document, 'hasFocus').mockReturnValue(true);
  const settle = async () => {
    let quiet = 0;
    for (let turns = 0; turns < SETTLE_MAX_TURNS && quiet < SETTLE_QUIET_TURNS; turns += 1) {
      const connecting = sockets.connecting();
      if (connecting.length) {
        await act(() => anySettled(connecting));
        quiet = 0;
        continue;
      }
      await act(turn);
      quiet = requestsInFlight() === 0 ? quiet + 1 : 0;
    }
  };
  render(<App extras={{ ...noExtras, flags: await sim.control.flags(), timers: sim.timers, random: sim.random }} />);
  // A failed or slow first load (an error view; a spinner over a call a fault delays or a retry
  // waits for) is a screen to act on, as the flow's are: what comes next waits for the simulator's
  // clock, which only the explorer moves. The screens' code is loaded above, so a spinner of
  // lazy code is gone once the page settles.
  await waitFor(() => {
    if (!document.body.textContent?.includes(ready) && !document.querySelector('[role="alert"], [role="progressbar"]')) throw new Error(`${path} never showed "${ready}", an error or a load under way`);
  }, { timeout: FIRST_SCREEN_MS });
  await settle();
  return {
    sim,
    pageErrors,
    settle,
    async advance(ms) {
      await act(async () => void (await sim.control.clock.advance(ms)));
      await settle();
    },
    fillStorage: () => fillStorage(localStorage),
    close() {
      cleanup();
      stopListening();
      hasFocus.mockRestore();
      sim.close();
      vi.unstubAllGlobals();
      localStorage.clear();
      sessionStorage.clear();
    },
  };
}
