// The determinism test (issue 25) against `npm start`'s Vite dev server instead of the demo build:
// the same scenarios and actions must give the same whole trace there too. Not part of npm test
// (the dev server transforms modules on first load, which costs more than it proves on every run):
// run it with `npx playwright test -c playwright.devServer.config.ts`.
import { defineConfig } from '@playwright/test';
import demoConfig from './playwright.config';

const PORT = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://localhost:${PORT}`;

export default defineConfig({
  ...demoConfig,
  testMatch: 'determinism.spec.ts',
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
