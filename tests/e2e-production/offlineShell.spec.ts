import { expect } from '@playwright/test';
import { texts } from '../../app/domain/texts';
import { signIn } from '../e2e/support/fixtures';
import { variantOf } from '../e2e/support/lists';
import { test } from './world';

/**
 * Issue 40: the production build's app-shell worker (decision 0450). A phone that has opened the
 * app once opens it again without signal: the code comes from the worker's precache, and the unit
 * screen says that its data waits for the connection instead of a blank page or an endless spinner.
 */

const UNIT_104 = '/community/cmty-7d2f9a0e-maple-court/unit/1004';

test('a phone that lost the signal reloads the unit screen: the app opens from its worker and says the unit waits for the connection', async ({ page, context, world }) => {
  await world.control('startScenario', variantOf('default', { name: 'offline-shell' }));
  await page.goto('/login');
  await signIn(page);
  await page.goto(UNIT_104);
  await expect(page.getByRole('tab', { name: texts.unitDetail.devicesTab })).toBeVisible();
  // The worker registers after the page's load and is active once its precache is complete.
  const worker = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
  expect(new URL(worker ?? 'http://none').pathname).toBe('/sw.js');

  const fromNetwork: string[] = [];
  page.on('requestfailed', (request) => fromNetwork.push(request.url()));
  await context.setOffline(true);
  await page.reload();

  await expect(page.getByRole('alert').filter({ hasText: texts.nav.offline })).toBeVisible();
  await expect(page.getByRole('heading', { name: texts.nav.connectionLost })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(UNIT_104);
  // Only data was asked of the network: the page and its code came from the worker.
  expect(fromNetwork.filter((url) => new URL(url).origin === new URL(page.url()).origin)).toEqual([]);

  await context.setOffline(false);
  await expect(page.getByRole('tab', { name: texts.unitDetail.devicesTab })).toBeVisible();
});
