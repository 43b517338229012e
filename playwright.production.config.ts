// The production build over a real network: the simulator runs as a server
// (npm run simulator:server) and the production build, configured with its URLs, is served on
// another origin, so CORS and the WebSocket handshake are the browser's own.
import { randomBytes } from 'node:crypto';
import { defineConfig } from '@playwright/test';
import { phoneBrowserUse } from './scripts/testSupport/phoneBrowserUse';
import { reportDsnOf } from './simulator/server/reportDsn';

const CI = process.env.CI === 'true' || process.env.CI === '1';
const APP_PORT = Number(process.env.E2E_PRODUCTION_PORT ?? 4471);
const SIMULATOR_PORT = APP_PORT + 1;
const OUT_DIR = process.env.E2E_PRODUCTION_OUT_DIR ?? 'dist-production-network';
// The demo build the demo configuration built (npm run test:e2e runs it first), where a capture
// recorded here is replayed (decision 0348); built here only when it is missing.
const DEMO_PORT = Number(process.env.E2E_PRODUCTION_DEMO_PORT ?? APP_PORT + 2);
const DEMO_DIR = process.env.E2E_OUT_DIR ?? 'dist-demo';
const appUrl = `http://localhost:${APP_PORT}`;
const simulatorUrl = `http://localhost:${SIMULATOR_PORT}`;
const demoUrl = `http://localhost:${DEMO_PORT}`;

// The simulator server's control token: chosen here, in the runner, and inherited by the workers
// through the environment (each loads this file again), so server and tests share one value.
const TOKEN_ENV = 'SIMULATOR_CONTROL_TOKEN';
const controlToken = (process.env[TOKEN_ENV] ||= randomBytes(24).toString('base64url'));

/** Where the tests reach the simulator server's control API, and the token it asks for; and the demo build. */
export const productionNetwork = { appUrl, simulatorUrl, controlToken, demoUrl };

const buildSettings = [
  `VITE_API_BASE_URL=${simulatorUrl}/api`,
  `VITE_HUB_STREAM_URL=ws://localhost:${SIMULATOR_PORT}/stream`,
  // Flags per installer from the server's flag service (OFREP), as the scenario defines them.
  `VITE_FLAG_SERVICE_URL=${simulatorUrl}/flags`,
  // Error reports (and their flight recordings) go to the server, which keeps them per world (issue 26).
  `VITE_SENTRY_DSN=${reportDsnOf(simulatorUrl)}`,
].join(' ');

export default defineConfig({
  testDir: 'tests/e2e-production',
  outputDir: process.env.E2E_RESULTS_DIR ? `${process.env.E2E_RESULTS_DIR}-production` : 'test-results-production',
  // The workers share one simulator server, each test in a world of its own (tests/e2e-production/world.ts, decision 0297).
  workers: 2,
  fullyParallel: true,
  retries: 0,
  forbidOnly: CI,
  // The console shows the list; the JSON results feed `npm run test:timings` (decision 0284).
  reporter: [['list'], ['json', { outputFile: `${process.env.TEST_TIMINGS_DIR ?? 'test-timings'}/playwright-production.json` }]],
  timeout: 90_000,
  expect: { timeout: 10_000 },
  use: phoneBrowserUse(appUrl),
  // The capture proof is half the tier's work and needs a worker of its own kind (the demo build's
  // fixtures): as the first project it starts at once beside the other tests. Left in one project,
  // Playwright queues tests by worker kind, and it started only once the others were under way (issue 36).
  projects: [
    { name: 'capture', testMatch: /productionCapture\.spec\.ts$/ },
    { name: 'network', testIgnore: /productionCapture\.spec\.ts$/ },
  ],
  webServer: [
    {
      command: `node scripts/cli/simulatorServer.mjs --port ${SIMULATOR_PORT} --origin ${appUrl} --contract-log`,
      env: { [TOKEN_ENV]: controlToken },
      // 401 once the handlers answer (503 while the scenario starts).
      url: `${simulatorUrl}/api/v4/installer/community/?limit=1`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `${buildSettings} npx vite build --outDir ${OUT_DIR} --emptyOutDir && npx vite preview --outDir ${OUT_DIR} --port ${APP_PORT} --strictPort`,
      url: appUrl,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `(test -f ${DEMO_DIR}/index.html || npx vite build --mode simulator --outDir ${DEMO_DIR} --emptyOutDir) && npx vite preview --outDir ${DEMO_DIR} --port ${DEMO_PORT} --strictPort`,
      url: demoUrl,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
