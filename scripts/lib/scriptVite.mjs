// @ts-check
// The repository's TypeScript modules for a Node script: Vite in middleware mode, no HMR and no
// socket, loading modules with `ssrLoadModule`. `mode` picks the .env settings (simulator or production).
// Vite is imported on the first call, not with this module: a command that refuses its options or
// prints its usage then answers without loading Vite's module graph.

/** @param {string} mode */
export async function scriptVite(mode) {
  const { createServer } = await import('vite');
  return createServer({ mode, logLevel: 'warn', appType: 'custom', server: { middlewareMode: true, hmr: false, ws: false } });
}
