import { expect, test } from './support/fixtures';

test('a service worker left by an older build is unregistered at startup, the simulator worker is kept', async ({ page, sim }) => {
  await sim.open('/login', { scenario: 'default' });
  // Stand-in for an old offline worker: any script URL other than the simulator's own.
  await page.evaluate(async () => {
    await navigator.serviceWorker.register('/mockServiceWorker.js?old-offline-worker=1', { scope: '/old-build/' });
  });
  const scripts = () =>
    page.evaluate(async () =>
      (await navigator.serviceWorker.getRegistrations())
        .map((registration) => (registration.active ?? registration.waiting ?? registration.installing)?.scriptURL)
        // A registration that is being removed has no worker left.
        .filter((url): url is string => !!url)
        .map((url) => new URL(url).pathname + new URL(url).search)
        .sort(),
    );
  await expect.poll(scripts).toEqual(['/mockServiceWorker.js', '/mockServiceWorker.js?old-offline-worker=1']);
  await page.reload();
  await page.waitForFunction(() => window.__simulator !== undefined);
  await expect.poll(scripts).toEqual(['/mockServiceWorker.js']);
});
