/**
 * Registers the production build's app-shell worker (scripts/build/appShellWorker.ts, decision
 * 0450). A new build's worker installs beside the running one and waits; the app lets it take over
 * at a moment between units and then reloads, so the installer never finds the screen they are
 * using replaced. Loaded only by a production build's entry point.
 */
import { Workbox } from 'workbox-window';
import { reloadPage } from '../lib/reload';
import { APP_SHELL_WORKER_URL } from './appShell';
import { atMomentBetweenUnits } from './appShellUpdate';

/** What the app needs of workbox-window's Workbox (a stand-in in tests). */
export interface ShellWorker {
  addEventListener(type: 'waiting' | 'controlling', listener: () => void): void;
  messageSkipWaiting(): void;
  register(): Promise<unknown>;
}

export function startAppShellWorker(worker: ShellWorker = new Workbox(APP_SHELL_WORKER_URL), reload: () => void = reloadPage): Promise<unknown> {
  worker.addEventListener('waiting', () => {
    atMomentBetweenUnits(() => {
      // The new build's code runs only after a reload: the page still holds the old one.
      worker.addEventListener('controlling', reload);
      worker.messageSkipWaiting();
    });
  });
  return worker.register();
}
