import { defineConfig, devices } from '@playwright/test';
import { findChromium, TEST_BROWSER_ARGS } from './scripts/testSupport/browser.mjs';
import { traceMode } from './scripts/testSupport/traceMode';

const CI = process.env.CI === 'true' || process.env.CI === '1';
// Separate ports and output folders let parallel local runs (one per engineer) not share a stale build.
const PORT = Number(process.env.E2E_PORT ?? 4173);
const OUT_DIR = process.env.E2E_OUT_DIR ?? 'dist-demo';
const REUSE_BUILD = process.env.E2E_REUSE_BUILD === '1' && !CI;
const baseURL = `http://localhost:${PORT}`;

const executablePath = findChromium();
if (!executablePath) {
  throw new Error('No Chromium found. Run `node scripts/cli/ensureBrowser.mjs` (npm run test:e2e does) or set CHROMIUM_PATH.');
}

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: process.env.E2E_RESULTS_DIR ?? 'test-results',
  fullyParallel: true,
  workers: 2,
  // A test that passes only on a second try hides a race: no retries, in CI either.
  retries: 0,
  forbidOnly: CI,
  // The console shows the list; the JSON results feed `npm run test:timings` (decision 0284).
  reporter: [['list'], ['json', { outputFile: `${process.env.TEST_TIMINGS_DIR ?? 'test-timings'}/playwright.json` }]],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    // The simulator answers the API from MSW's service worker.
    serviceWorkers: 'allow',
    trace: traceMode(),
    screenshot: 'only-on-failure',
    navigationTimeout: 15_000,
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath,
          args: TEST_BROWSER_ARGS,
        },
      },
    },
  ],
  // The demo build (production code plus the simulator), served as static files.
  webServer: {
    // E2E_REUSE_BUILD=1 serves the build already in OUT_DIR (npm run scenario:test -- NAME --reuse-build).
    // The build keeps its chunk facts beside it for productionBuild.spec.ts, which then need not build it again (decision 0515).
    command: `${REUSE_BUILD ? `test -f ${OUT_DIR}/index.html || ` : ''}node scripts/testSupport/buildDemo.mjs ${OUT_DIR} && npx vite preview --outDir ${OUT_DIR} --port ${PORT} --strictPort`,
    url: baseURL,
    reuseExistingServer: !CI,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
