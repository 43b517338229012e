import { readFileSync } from 'node:fs';
import { expect, signIn, test } from './support/fixtures';
import { texts } from '../../app/domain/texts';

const MAPLE = /Maple Court Apartments/;

test.describe('simulator', () => {
  test('data changed through the control API survives a reload', async ({ page, sim }) => {
    await sim.openSignedIn('/', { scenario: 'default' });
    await expect(page.getByRole('button', { name: MAPLE })).toBeVisible();
    await sim.db((db) => db.update('communities', { name: 'Maple Court Apartments' }, { name: 'Maple Court Renamed' }));
    await page.reload();
    await expect(page.getByRole('button', { name: /Maple Court Renamed/ })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: /Maple Court Renamed/ })).toBeVisible();
    expect(await sim.control((s) => s.scenario().name)).toBe('default');
  });

  test('restarting a scenario resets the data', async ({ page, sim }) => {
    await sim.openSignedIn('/', { scenario: 'default' });
    await sim.db((db) => db.update('communities', { name: 'Maple Court Apartments' }, { name: 'Maple Court Renamed' }));
    await sim.open('/', { scenario: 'default' });
    // A restart also ends every session, as a freshly seeded server would.
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page);
    await expect(page.getByRole('button', { name: MAPLE })).toBeVisible();
    await expect(page.getByRole('button', { name: /Maple Court Renamed/ })).toHaveCount(0);
  });

  test('the simulator clock keeps its time across a reload', async ({ page, sim }) => {
    await sim.open('/login', { scenario: 'default' });
    const before = await sim.control((s) => s.clock.now());
    const advanced = await sim.advanceClock(10 * 60 * 1000);
    expect(advanced - before).toBeGreaterThanOrEqual(10 * 60 * 1000);
    const jumped = await sim.control((s) => s.clock.jump(6 * 60 * 60 * 1000));
    expect(jumped - advanced).toBeGreaterThanOrEqual(6 * 60 * 60 * 1000);
    await page.reload();
    await page.waitForFunction(() => window.__simulator !== undefined);
    const after = await sim.control((s) => s.clock.now());
    expect(after).toBeGreaterThanOrEqual(jumped);
    // The page's own Date follows the simulator clock.
    const pageNow = await page.evaluate(() => Date.now());
    expect(Math.abs(pageNow - after)).toBeLessThan(60_000);
  });

  test('a faulted community list stops loading and offers a retry', async ({ page, sim }) => {
    await sim.openSignedIn('/', { scenario: 'community-list-down' });
    await expect(page.getByRole('alert')).toContainText('Service Unavailable');
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    const listStatuses = async () => (await sim.calls()).filter((call) => call.name === 'communities.list').map((call) => call.status);
    expect(await listStatuses()).toEqual([503]);
    await page.getByRole('button', { name: texts.nav.retry }).click();
    // The tap's refetch reaches the screen through TanStack's notify batch, a setTimeout(0) that here runs on the
    // simulator clock's 20 ms beat; until then the first failure's notice is still up. Wait for the call, not the notice.
    await expect.poll(listStatuses).toEqual([503, 503]);
    await expect(page.getByRole('alert')).toContainText('Service Unavailable');
    await expect(page.getByRole('progressbar')).toHaveCount(0);
  });

  test('an unknown scenario is named in a notice and the data is kept', async ({ page, sim }) => {
    await sim.openSignedIn('/', { scenario: 'default' });
    await sim.db((db) => db.update('communities', { name: 'Maple Court Apartments' }, { name: 'Maple Court Kept' }));
    await page.goto('/?scenario=no-such-scenario');
    await expect(page.getByRole('alert').filter({ hasText: 'no-such-scenario' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Maple Court Kept/ })).toBeVisible();
  });
});

test('a malformed scenario file is refused with the bad field named, and nothing is lost', async ({ page, sim }) => {
  const malformed: unknown = JSON.parse(readFileSync(new URL('./data/malformedScenario.json', import.meta.url), 'utf8'));
  await sim.openSignedIn('/', { scenario: 'default' });
  await sim.db((db) => db.update('communities', { name: 'Maple Court Apartments' }, { name: 'Maple Court Kept' }));
  const result = await sim.control((s, scenario) => s.startScenario(scenario as object), malformed);
  expect(result.ok).toBe(false);
  expect(result.ok ? '' : result.error).toMatch(/faults\[0\]\.status/);
  await page.reload();
  await expect(page.getByRole('button', { name: /Maple Court Kept/ })).toBeVisible();
  expect(await sim.control((s) => s.scenario().name)).toBe('default');
});
