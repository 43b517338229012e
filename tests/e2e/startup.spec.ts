import { expect, test } from './support/fixtures';

/** An older build's workers: an offline worker, and the MSW worker an older demo answered through (decision 0532). */
const OLD_WORKERS = ['/mockServiceWorker.js', '/old-offline-worker.js'];

test('service workers left by older builds, an older demo\'s MSW worker too, are unregistered at startup', async ({ page, sim }) => {
  // This build serves neither script: the context stands in for the old build's files.
  await page.context().route(/\/(mockServiceWorker|old-offline-worker)\.js$/, (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
  await sim.open('/login', { scenario: 'default' });
  await page.evaluate(async (urls) => {
    for (const url of urls) await navigator.serviceWorker.register(url, { scope: `/old-build${url}/` });
  }, OLD_WORKERS);
  const scripts = () =>
    page.evaluate(async () =>
      (await navigator.serviceWorker.getRegistrations())
        .map((registration) => (registration.active ?? registration.waiting ?? registration.installing)?.scriptURL)
        // A registration that is being removed has no worker left.
        .filter((url): url is string => !!url)
        .map((url) => new URL(url).pathname)
        .sort(),
    );
  await expect.poll(scripts).toEqual(OLD_WORKERS);
  await page.reload();
  await page.waitForFunction(() => window.__simulator !== undefined);
  await expect.poll(scripts).toEqual([]);
});
