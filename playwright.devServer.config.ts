// The determinism test (issue 25) against `npm start`'s Vite dev server instead of the demo build:
// the same scenarios and actions must give the same whole trace there too. Not part of npm test
// (decision 0329): `npm run test:determinism-dev`.
import { defineConfig } from '@playwright/test';
import demoConfig from './playwright.config';

const PORT = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://localhost:${PORT}`;

export default defineConfig({
  ...demoConfig,
  testMatch: 'determinism.spec.ts',
  globalSetup: './tests/e2e/support/warmDevServer.ts',
  // Per run of a flow: each fresh page fetches every module from the dev server, unbundled.
  timeout: 90_000,
  use: { ...demoConfig.use, baseURL },
  webServer: {
    command: `npx vite --mode simulator --port ${PORT} --strictPort`,
    url: baseURL,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
