import type { Page } from '@playwright/test';
import { expect, signIn, test, type Sim } from './support/fixtures';
import { MAPLE_COURT, MAPLE_COURT_PATH, variantOf } from './support/lists';
import { SIMULATOR_STARTED_EVENT } from './support/pageCalls';
import { stepThroughRetries } from './support/requests';
import { texts } from '../../app/domain/texts';

/** Sees Maple Court only: the picker opens it directly (spec 01 §2), which once looped on a failure. */
const support = { email: 'support@demo.test', password: 'support123' };

test.use({ viewport: { width: 412, height: 915 } });

const statusesOf = async (sim: Sim, name: string) => (await sim.calls()).filter((call) => call.name === name).map((call) => call.status);

const failureNotice = (page: Page) => page.getByRole('alert').filter({ hasText: texts.units.loadFailed });

/** Signs the one-community user in on a variant of the default scenario with these faults. */
async function signInAsSupport(page: Page, sim: Sim, faults: object[] = []) {
  await sim.open('/login', { scenario: variantOf('default', { name: 'default-with-faults', faults }) });
  await signIn(page, support);
}

/**
 * Answers the unit list in the page, before the simulator sees it, the way a broken network does:
 * a refused connection, or a proxy's HTML page. Counts the requests it answered.
 */
async function breakUnitListInPage(page: Page, kind: 'network' | 'html') {
  // Outside the simulator's own answers in the page's fetch: wrapped once it has started (decision 0532).
  await page.addInitScript(
    ({ how, started }) => {
      const counter = window as unknown as { unitListRequests: number };
      counter.unitListRequests = 0;
      window.addEventListener(started, () => {
        const original = window.fetch.bind(window);
        window.fetch = (input, init) => {
          const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
          if (!url.pathname.endsWith('/v4/installer/address/') || !url.searchParams.has('communityId')) return original(input, init);
          counter.unitListRequests += 1;
          if (how === 'network') return Promise.reject(new TypeError('Failed to fetch'));
          return Promise.resolve(new Response('<!doctype html><title>Portal</title><p>Sign in to the Wi-Fi</p>', { status: 200, headers: { 'Content-Type': 'text/html' } }));
        };
      });
    },
    { how: kind, started: SIMULATOR_STARTED_EVENT },
  );
}

const unitListRequests = (page: Page) => page.evaluate(() => (window as unknown as { unitListRequests: number }).unitListRequests);

test.describe('a unit list that cannot be loaded, for a user with one community', () => {
  for (const status of [503, 500, 424]) {
    test(`a ${status} ends on the picker, which says why and retries once per tap`, async ({ page, sim }) => {
      await signInAsSupport(page, sim, [{ call: 'units.list', status }]);
      await expect(failureNotice(page)).toBeVisible();
      await expect(page).toHaveURL(/\/$/);
      // One request, no loop back into the community.
      expect(await statusesOf(sim, 'units.list')).toEqual([status]);
      await expect(page.getByRole('button', { name: new RegExp(MAPLE_COURT.name) })).toBeVisible();

      await failureNotice(page).getByRole('button', { name: texts.nav.retry }).click();
      await expect.poll(() => statusesOf(sim, 'units.list')).toEqual([status, status]);
      await expect(failureNotice(page)).toBeVisible();
      await expect(page).toHaveURL(/\/$/);
      expect(await statusesOf(sim, 'units.list')).toEqual([status, status]);
      expect((await statusesOf(sim, 'communities.get')).length).toBeLessThanOrEqual(2);
    });
  }

  test('a failing communities.get ends on the picker too', async ({ page, sim }) => {
    await signInAsSupport(page, sim, [{ call: 'communities.get', status: 503, body: { message: 'Service Unavailable' } }]);
    await expect(failureNotice(page)).toContainText('Service Unavailable');
    await expect(page).toHaveURL(/\/$/);
    expect(await statusesOf(sim, 'communities.get')).toEqual([503]);
    expect((await statusesOf(sim, 'units.list')).length).toBeLessThanOrEqual(1);
  });

  test('a network failure is retried twice, then said', async ({ page, sim }) => {
    await breakUnitListInPage(page, 'network');
    await signInAsSupport(page, sim);
    await stepThroughRetries(sim, () => unitListRequests(page), 1);
    await expect(failureNotice(page)).toContainText(texts.errors.network);
    await expect(page).toHaveURL(/\/$/);
    expect(await unitListRequests(page)).toBe(3);
    await failureNotice(page).getByRole('button', { name: texts.nav.retry }).click();
    await stepThroughRetries(sim, () => unitListRequests(page), 4);
    await expect(failureNotice(page)).toBeVisible();
    expect(await unitListRequests(page)).toBe(6);
  });

  test('an HTML page instead of the list is said', async ({ page, sim }) => {
    await breakUnitListInPage(page, 'html');
    await signInAsSupport(page, sim);
    await expect(failureNotice(page)).toContainText(texts.errors.malformed);
    await expect(page).toHaveURL(/\/$/);
    expect(await unitListRequests(page)).toBe(1);
  });

  test('once the list loads again, Retry opens it and the notice is gone', async ({ page, sim }) => {
    await signInAsSupport(page, sim, [{ call: 'units.list', status: 503, times: 1 }]);
    await expect(failureNotice(page)).toBeVisible();
    await failureNotice(page).getByRole('button', { name: texts.nav.retry }).click();
    await expect(page).toHaveURL(MAPLE_COURT_PATH);
    await expect(page.getByRole('heading', { name: MAPLE_COURT.name })).toBeVisible();
    await expect(failureNotice(page)).toHaveCount(0);
    // The community's name heads its list before the list's answer is in.
    await expect.poll(() => statusesOf(sim, 'units.list')).toEqual([503, 200]);
  });
});

test.describe('a unit list that cannot be loaded, for a user with several communities', () => {
  test('flaky-unit-list: the picker says why; Retry opens the list', async ({ page, sim }) => {
    await sim.openSignedIn(MAPLE_COURT_PATH, { scenario: 'flaky-unit-list' });
    await expect(failureNotice(page)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    expect(await statusesOf(sim, 'units.list')).toEqual([500]);
    await expect(page.getByRole('heading', { name: texts.communities.title })).toBeVisible();
    await failureNotice(page).getByRole('button', { name: texts.nav.retry }).click();
    await expect(page.getByRole('heading', { name: MAPLE_COURT.name })).toBeVisible();
    expect(await statusesOf(sim, 'units.list')).toEqual([500, 200]);
  });

  test('a community the provider does not know is said, without a retry', async ({ page, sim }) => {
    await sim.openSignedIn('/community/no-such-community', { scenario: 'default' });
    const notice = page.getByRole('alert').filter({ hasText: texts.units.communityNotFound });
    await expect(notice).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(notice.getByRole('button', { name: texts.nav.retry })).toHaveCount(0);
  });
});

test.describe('offline', () => {
  test('opening a community while offline says the connection is lost, and loads when it returns', async ({ page, sim, context }) => {
    await sim.openSignedIn('/', { scenario: 'default' });
    await expect(page.getByRole('button', { name: new RegExp(MAPLE_COURT.name) })).toBeVisible();
    await context.setOffline(true);
    await page.getByRole('button', { name: new RegExp(MAPLE_COURT.name) }).click();
    await expect(page.getByText(texts.nav.offline)).toBeVisible();
    await expect(page.getByRole('heading', { name: texts.nav.connectionLost })).toBeVisible();
    await expect(page.getByRole('heading', { name: texts.nav.loading })).toHaveCount(0);
    await context.setOffline(false);
    await expect(page.getByRole('heading', { name: MAPLE_COURT.name })).toBeVisible();
    await expect(page.getByText('104', { exact: true })).toBeVisible();
    await expect(page.getByText(texts.nav.offline)).toHaveCount(0);
  });
});

test('an empty portfolio says there are no communities, not that none match', async ({ page, sim }) => {
  await sim.openSignedIn('/', { scenario: 'empty-portfolio' });
  await expect(page.getByText(texts.communities.none, { exact: true })).toBeVisible();
  await expect(page.getByText(texts.communities.noMatch)).toHaveCount(0);
  await page.getByLabel(texts.communities.search).fill('maple');
  await expect(page.getByText(texts.communities.none, { exact: true })).toBeVisible();
});
