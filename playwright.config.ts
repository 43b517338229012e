import { defineConfig, devices } from '@playwright/test';
import { findChromium } from './scripts/browser.mjs';

const CI = process.env.CI === 'true' || process.env.CI === '1';
const PORT = 4173;
const baseURL = `http://localhost:${PORT}`;

const executablePath = findChromium();
if (!executablePath) {
  throw new Error('No Chromium found. Run `node scripts/ensure-browser.mjs` (npm run test:e2e does) or set CHROMIUM_PATH.');
}

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: CI ? 1 : 0,
  forbidOnly: CI,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    // The simulator answers the API from MSW's service worker.
    serviceWorkers: 'allow',
    trace: 'on-first-retry',
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
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
  // The demo build (production code plus the simulator), served as static files.
  webServer: {
    command: `npm run build:demo && npx vite preview --outDir dist-demo --port ${PORT} --strictPort`,
    url: baseURL,
    reuseExistingServer: !CI,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
