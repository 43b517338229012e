// @ts-check
// The repository's TypeScript modules for a Node script: Vite in middleware mode, no HMR and no
// socket, loading modules with `ssrLoadModule`. `mode` picks the .env settings (simulator or production).
import { createServer } from 'vite';

/** @param {string} mode */
export function scriptVite(mode) {
  return createServer({ mode, logLevel: 'warn', appType: 'custom', server: { middlewareMode: true, hmr: false, ws: false } });
}
