/**
 * The browser of the Playwright configs that run against servers (playwright.production.config.ts,
 * playwright.classroom.config.ts): Chromium found as every run finds it, on a 360 px phone
 * screen, with the background traffic of a fresh profile turned off.
 */
import { devices, type PlaywrightTestConfig } from '@playwright/test';
import { findChromium, TEST_BROWSER_ARGS } from './browser.mjs';
import { traceMode } from './traceMode';

export function phoneBrowserUse(baseURL: string): NonNullable<PlaywrightTestConfig['use']> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('No Chromium found. Run `node scripts/cli/ensureBrowser.mjs` (npm run test:e2e does) or set CHROMIUM_PATH.');
  return {
    baseURL,
    trace: traceMode(),
    screenshot: 'only-on-failure',
    ...devices['Desktop Chrome'],
    viewport: { width: 360, height: 780 },
    launchOptions: {
      executablePath,
      args: TEST_BROWSER_ARGS,
    },
  };
}
