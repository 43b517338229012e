import { expect } from '@playwright/test';
import { texts } from '../../app/domain/texts';
import { signIn } from '../e2e/support/fixtures';
import { variantOf } from '../e2e/support/lists';
import { test } from './world';

/**
 * Issue 40 (decision 0527): a reloaded unit screen's code is asked for by the small preload script
 * in the page's head, beside the entry chunk, not by the entry once it has run. /login asks for none
 * of it. Without the app-shell worker, whose answers the test's routes could not hold.
 */
test.use({ serviceWorkers: 'block' });

const UNIT_104 = '/community/cmty-7d2f9a0e-maple-court/unit/1004';
const SCREEN_CODE = /^\/assets\/(UnitScreen|SignedInApp)-[^/]+\.js$/;

test("a reload of the unit screen fetches the screen's code from the route preload script; /login fetches none of it", async ({ page, world }) => {
  await world.control('startScenario', variantOf('default', { name: 'route-preload' }));
  const asked: string[] = [];
  page.on('request', (request) => {
    const file = new URL(request.url()).pathname;
    if (SCREEN_CODE.test(file)) asked.push(file.replace(/-[^/]+\.js$/, ''));
  });

  await page.goto('/login');
  await expect(page.getByRole('button', { name: texts.signIn.submit, exact: true })).toBeVisible();
  expect(asked).toEqual([]);
  await signIn(page);
  // The list's screen has drawn: the signed-in code it asked for is in, and no longer counted.
  await expect(page.getByRole('heading', { name: texts.communities.title })).toBeVisible();
  asked.length = 0;
  // The entry chunk is held until the screen's code is asked for: only the preload script can ask.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  const opened = page.goto(UNIT_104);
  try {
    await expect.poll(() => [...new Set(asked)].sort()).toEqual(['/assets/SignedInApp', '/assets/UnitScreen']);
  } finally {
    release();
  }
  await opened;
  await expect(page.getByRole('tab', { name: texts.unitDetail.devicesTab })).toBeVisible();
});
