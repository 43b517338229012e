/**
 * Global setup of the `npm start` determinism run (playwright.devServer.config.ts): the dev
 * server transforms each module on its first request, so the first page of a run waited for
 * hundreds of transforms and timed out in the fixtures. One page through sign-in and a unit
 * screen makes Vite transform and cache what the tests load, before any test's clock starts.
 */
import { chromium, type FullConfig } from '@playwright/test';
import { texts } from '../../../app/domain/texts';
import { signIn } from './fixtures';
import { unitPath } from './unit';

const WARM_UP_MS = 180_000;

export default async function warmDevServer(config: FullConfig): Promise<void> {
  const { baseURL, launchOptions } = config.projects[0]!.use;
  const browser = await chromium.launch(launchOptions);
  try {
    const page = await browser.newPage({ baseURL, serviceWorkers: 'allow' });
    page.setDefaultTimeout(WARM_UP_MS);
    await page.goto('/login?scenario=default', { timeout: WARM_UP_MS });
    await page.waitForFunction(() => window.__simulator !== undefined);
    await signIn(page);
    await page.goto(unitPath(1008));
    await page.getByRole('region', { name: texts.pairing.panelTitle }).waitFor();
  } finally {
    await browser.close();
  }
}
