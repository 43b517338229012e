// `npm run bench` (browser part): the demo build and the production build served side by side,
// measured in Chromium. Times are printed, never asserted: a slow shared machine must not fail it.
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { findChromium, QUIET_BROWSER_ARGS } from '../../../scripts/testSupport/browser.mjs';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const PORT = Number(process.env.BENCH_PORT ?? 4480);
const OUT_DIR = process.env.BENCH_OUT_DIR ?? 'dist-bench';
export const benchServers = {
  demo: { url: `http://localhost:${PORT}`, outDir: `${ROOT}${OUT_DIR}-demo`, mode: 'simulator' },
  production: { url: `http://localhost:${PORT + 1}`, outDir: `${ROOT}${OUT_DIR}-production`, mode: 'production' },
};

// The whole browser, as installers run: the figures compare across runs (decision 0325).
const executablePath = findChromium(process.env, { kind: 'full' });
if (!executablePath) throw new Error('No Chromium found. Run `node scripts/cli/ensureBrowser.mjs` or set CHROMIUM_PATH.');

export default defineConfig({
  testDir: '.',
  testMatch: '*.pw.ts',
  outputDir: process.env.BENCH_RESULTS_DIR ?? 'test-results-bench',
  // One at a time: parallel measurements would slow each other down.
  workers: 1,
  retries: 0,
  reporter: 'list',
  timeout: 300_000,
  use: {
    baseURL: benchServers.demo.url,
    serviceWorkers: 'allow',
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath,
      args: QUIET_BROWSER_ARGS,
    },
  },
  webServer: Object.values(benchServers).map(({ url, outDir, mode }) => ({
    command: `npx vite build --mode ${mode} --outDir ${outDir} --emptyOutDir && npx vite preview --mode ${mode} --outDir ${outDir} --port ${new URL(url).port} --strictPort`,
    cwd: ROOT,
    url,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  })),
});
