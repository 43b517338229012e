import { cleanup, configure, getConfig, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { vi } from 'vitest';
import { App } from '../../../app/App';
import { api } from '../../../app/api';
import { env } from '../../../app/config/env';
import { noExtras } from '../../../app/config/runtime';
import { useSession } from '../../../app/data/sessionStore';
import { useUnitViews } from '../../../app/features/unit-detail/unitViewStore';
import { startNodeSimulator, type NodeSimulator } from '../../../simulator/node';

// The first render of a lazy screen compiles its modules: seconds on a busy 2-core machine.
configure({ asyncUtilTimeout: 10_000 });

/**
 * A miss while Testing Library polls (waitFor, findBy) is thrown away: it no longer prints the whole
 * page into each one, only into the error that ends a wait, as waitFor's timeout asks for it again
 * (decision 0526). Printing the app's page took about a second of each heavy file's CPU.
 */
const fullElementError = getConfig().getElementError;
configure({
  getElementError: (message, container) =>
    (getConfig() as { _disableExpensiveErrorDiagnostics?: boolean })._disableExpensiveErrorDiagnostics ? Object.assign(new Error(message ?? ''), { name: 'TestingLibraryElementError' }) : fullElementError(message, container),
});

/** The simulator's demo installer (seeded in every scenario). */
export const demoInstaller = { email: 'installer@demo.test', password: 'install123' };

export interface RenderedApp {
  sim: NodeSimulator;
  /**
   * What a page reload does to the app, on the same simulator: the app mounts again at the current
   * address with fresh caches and reads the session from storage, which it keeps. For the flows
   * that end in app/lib/reload's `reloadPage` (mocked by the test).
   */
  reload(): void;
  /** Unmounts the app, stops the simulator and forgets what the app stored. */
  close(): void;
}

export interface RenderOptions {
  scenario?: string | object;
  signedIn?: boolean;
  /** Wraps the app in <StrictMode>, as `npm start` does: effects mount, unmount and mount again. */
  strict?: boolean;
  /** Local storage entries the app finds on its first load (as JSON, like the app writes them). */
  stored?: Record<string, unknown>;
  /** Runs the app's timers (TanStack Query's retries and polls too) on the simulator's clock, as the browser build does (decision 0320). */
  simulatorTimers?: boolean;
}

/** What the app holds in memory for a page's life, as a fresh load finds it; the session as stored. */
function forgetPageMemory() {
  useSession.getState().reload();
  // Which tab and sub-page each unit shows.
  useUnitViews.setState({ views: {} });
}

/**
 * Renders the whole app (router, providers, lazy screens) at `path`, as main.tsx does, against
 * the Node simulator running `scenario`: every call goes through the real API module and the
 * simulator's handlers and hub stream, and the flags are the scenario's. Signs in through the API first unless
 * `signedIn` is false.
 */
export async function renderApp(path: string, { scenario = 'default', signedIn = true, strict = false, stored = {}, simulatorTimers = false }: RenderOptions = {}): Promise<RenderedApp> {
  const sim = await startNodeSimulator({ scenario, baseUrl: env.apiBaseUrl });
  // The screens that open the hub stream reach the simulator's hub (unstubbed after each test).
  vi.stubGlobal('WebSocket', sim.WebSocket);
  const session = signedIn ? await api.auth.login(demoInstaller.email, demoInstaller.password) : null;
  // Compiled here, not while a test waits for its first screen: the signed-in chunk (MUI, the list
  // screens) is a lazy import since issue 17, and a cold compile on a busy machine took most of findBy's 10 s.
  await import('../../../app/screens/signed-in/SignedInApp');
  // Storage as a fresh phone has it, cleared after the awaits above: a write that the previous
  // test's app still had under way (a pairing flow saved as it unmounted) has landed by now.
  localStorage.clear();
  sessionStorage.clear();
  forgetPageMemory();
  if (session) useSession.getState().start(session);
  for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, JSON.stringify(value));
  window.history.replaceState(null, '', path);
  // The scenario's flags, served from the first signed-in screen on, as main.tsx hands over the simulator's.
  const app = <App extras={{ ...noExtras, flags: await sim.control.flags(), ...(simulatorTimers ? { timers: sim.timers } : {}) }} />;
  const mount = () => render(strict ? <StrictMode>{app}</StrictMode> : app);
  mount();
  return {
    sim,
    reload() {
      cleanup();
      forgetPageMemory();
      mount();
    },
    close() {
      cleanup();
      sim.close();
      localStorage.clear();
      sessionStorage.clear();
    },
  };
}
