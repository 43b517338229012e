/**
 * The production build's app-shell worker's address (decision 0450): the build emits it
 * (scripts/build/appShellWorker.ts), `_headers` keeps it from caches, the entry point registers it
 * and keeps it from the sweep of stale workers. Imported by the build, so it imports nothing.
 */
export const APP_SHELL_WORKER_URL = '/sw.js';
