// First: zod is told not to use eval before any module creates a schema (decision 0277).
import './config/zodWithoutEval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { holdRequestsUntil } from './api/client';
import { App } from './App';
import { holdUncaughtErrors, startErrorReporting } from './data/errorReporting';
import { isSignedIn, useSession } from './data/sessionStore';
import { APP_SHELL_WORKER_URL } from './config/appShell';
import { noExtras, type RuntimeExtras } from './config/runtime';
import { afterNextPaint } from './lib/afterNextPaint';
import { unregisterStaleWorkers } from './lib/serviceWorkers';
import './ui/plain.css';

function render(extras: RuntimeExtras, ready?: Promise<RuntimeExtras>) {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  createRoot(container).render(
    <StrictMode>
      <App extras={extras} ready={ready} />
    </StrictMode>,
  );
}

/** Error reporting and the stale-worker sweep, once whatever answers requests is in place. */
async function afterStart(extras: RuntimeExtras) {
  // After the simulator, whose worker must be running when the SDK sends its first envelope. Signed
  // in, the first signed-in screen starts it once it has drawn its answers (decision 0520).
  if (!isSignedIn(useSession.getState())) startErrorReporting();
  else holdUncaughtErrors();
  await unregisterStaleWorkers(extras.keepServiceWorker).catch((error: unknown) => console.warn('Could not unregister service workers', error));
}

async function loadSimulator(): Promise<RuntimeExtras> {
  try {
    const { startSimulator } = await import('../simulator/browser');
    // The trainer panel's download of the flight recording (issue 26), loaded only when asked for.
    return await startSimulator({ flightRecording: async () => (await import('./data/sentryReporter')).flightRecordingText() });
  } catch (error) {
    return { ...noExtras, notice: `The simulator could not start: ${String(error)}` };
  }
}

/** Resolves once the page has painted what was rendered before the call (at once in a hidden tab, which paints nothing). */
const afterPaint = () =>
  new Promise<void>((resolve) => {
    if (document.visibilityState === 'hidden') resolve();
    else afterNextPaint(resolve);
  });

/**
 * Runs `work` once the page has loaded: the app-shell worker's precache downloads the whole build,
 * which on a weak signal must not compete with what the first screen fetches.
 */
function whenLoaded(work: () => void) {
  if (document.readyState === 'complete') work();
  else window.addEventListener('load', work, { once: true });
}

async function boot() {
  // Written out here, not imported: Vite folds import.meta.env only where it appears, so a
  // production build drops this branch and never emits the simulator chunk.
  if (import.meta.env.DEV || import.meta.env.VITE_SIMULATOR === '1') {
    // A trainer's link names a scenario (?scenario=): the simulator takes it out of the address
    // before the first render, or the sign-in redirect would carry it back after sign-in.
    if (new URLSearchParams(window.location.search).has('scenario')) {
      const extras = await loadSimulator();
      await afterStart(extras);
      render(extras);
      return;
    }
    // Otherwise the page renders first and the simulator loads after its first paint (issue 17):
    // requests wait for the simulator's worker, and the signed-in screens for its flags (App).
    // The sweep (and error reporting, signed out) come before any request and signed-in screen, as on the path above.
    const starting = afterPaint()
      .then(loadSimulator)
      .then(async (extras) => {
        await afterStart(extras);
        return extras;
      });
    holdRequestsUntil(starting);
    render(noExtras, starting);
    return;
  }
  // The production build's own worker (decision 0450) is no stale one.
  await afterStart({ ...noExtras, keepServiceWorker: (scriptUrl) => new URL(scriptUrl).pathname === APP_SHELL_WORKER_URL });
  render(noExtras);
  whenLoaded(() => {
    import('./config/appShellWorker')
      .then(({ startAppShellWorker }) => startAppShellWorker())
      .catch((error: unknown) => console.warn('Could not register the app-shell worker', error));
  });
}

void boot();
