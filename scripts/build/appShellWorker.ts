/**
 * The production build's app-shell worker (issue 40, decision 0450): Workbox, through
 * vite-plugin-pwa, precaches the build's hashed files and index.html, so a second start needs no
 * network for the code and a phone without signal still opens the app. A new build's worker waits
 * until the app tells it to take over (app/config/appShellWorker.ts), never by itself. Simulator
 * builds get none: their MSW worker answers the requests, and a second worker on the same scope
 * would fight it for them.
 */
import type { PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { APP_SHELL_WORKER_URL } from '../../app/config/appShell.ts';

/**
 * `enabled`: a production build whose settings pass. A build the settings check stops has no files
 * to precache, and Workbox's complaint about that would hide the check's message.
 */
export function appShellWorker(enabled: boolean): PluginOption {
  return VitePWA({
    disable: !enabled,
    strategies: 'generateSW',
    filename: APP_SHELL_WORKER_URL.slice(1),
    // Registered by the app itself, after its first screen, and told when to take over.
    injectRegister: false,
    registerType: 'prompt',
    manifest: false,
    workbox: {
      globPatterns: ['**/*.{js,css,html}'],
      // Every route is the app: offline, a reload of /community/…/unit/… gets the cached shell.
      navigateFallback: 'index.html',
      cleanupOutdatedCaches: true,
      // One self-contained file: nothing for the CSP to admit beyond the worker itself.
      inlineWorkboxRuntime: true,
      sourcemap: false,
      skipWaiting: false,
      clientsClaim: false,
    },
  });
}
