import type { Page } from '@playwright/test';
import { loadEnv } from 'vite';
import type { TraceEntry } from '../../simulator/control/types';
import { expect, test } from './support/fixtures';
import { unitRow } from './support/lists';
import { stepThroughRetries } from './support/requests';
import { openUnit, pickFromUnitMenu } from './support/unit';
import { texts } from '../../app/domain/texts';
import { onPageCall, pathOf } from './support/pageCalls';

const HUB = 'HB2-1000104';
const INSTALLER_UID = 'usr-5f1c2a90-installer';
const STREAM_URL = loadEnv('simulator', process.cwd(), 'VITE_').VITE_HUB_STREAM_URL ?? '';

type StreamWindow = Window & { streamSeen?: string[] };

test.describe('hub stream in the page', () => {
  test('a socket the page opens receives what the simulated hub pushes, also while the clock is paused', async ({ page, sim }) => {
    await sim.open('/login', { scenario: 'default' });
    const token = 'e2e-stream-token';
    await sim.db((db, session) => db.create('sessions', session), { token, userUid: INSTALLER_UID, expiresAt: Number.MAX_SAFE_INTEGER });
    await sim.control((s) => s.clock.pause());

    await page.evaluate(async (url) => {
      const seen: string[] = [];
      (window as StreamWindow).streamSeen = seen;
      const socket = new WebSocket(url);
      socket.addEventListener('message', (event) => seen.push(String(event.data)));
      await new Promise((resolve, reject) => {
        socket.addEventListener('open', resolve);
        socket.addEventListener('close', reject);
      });
    }, `${STREAM_URL}?token=${token}&hubSerialNumber=${HUB}`);

    expect(await sim.control((s, serial) => s.stream.push(serial, { type: 'NetworkChanged', status: 'Done' }), HUB)).toBe(1);
    await expect.poll(() => page.evaluate(() => (window as StreamWindow).streamSeen)).toEqual(['{"type":"NetworkChanged","status":"Done"}']);
    expect(await sim.control((s) => s.stream.connections().map((connection) => connection.serial))).toEqual([HUB]);
  });
});

test.describe('faults at run time', () => {
  test('a network failure on the community list gets the non-401 handling: loading stops, the error shows, Retry asks again', async ({ page, sim }) => {
    await sim.open('/login', { scenario: 'default' });
    const added = await sim.control((s) => s.faults.add({ kind: 'network', call: 'communities.list', failure: 'error' }));
    expect(added).toEqual({ ok: true, id: 'injected-1' });
    await sim.adoptSession();
    await sim.open('/');
    await stepThroughRetries(sim, async () => (await sim.calls()).filter((call) => call.name === 'communities.list').length, 1);
    await expect(page.getByRole('alert')).toContainText(texts.errors.network);
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    const failed = (await sim.calls()).filter((call) => call.name === 'communities.list');
    // The app retries a network failure twice on its own, then stops: no loop.
    expect(failed.map(({ status, failure }) => ({ status, failure }))).toEqual(Array(3).fill({ status: 0, failure: 'error' }));

    expect(await sim.control((s) => s.faults.remove('injected-1'))).toBe(true);
    await page.getByRole('button', { name: texts.nav.retry }).click();
    await expect(page.getByRole('button', { name: /Maple Court Apartments/ })).toBeVisible();
  });
});

test.describe('scenario timelines', () => {
  test('hub-goes-offline: after the clock passes its 2-minute step, the HUB tab shows the hub offline', async ({ page, sim }) => {
    await openUnit(sim, 1004, 'hub-goes-offline');
    await page.getByRole('tab', { name: texts.unitDetail.hubTab }).click();
    const lastHeartbeat = page.getByLabel(texts.hub.lastHeartbeat, { exact: true });
    await expect(lastHeartbeat).toHaveValue(/^[01] minutes? ago$/);
    await expect(page.getByText(texts.hub.offline)).toHaveCount(0);
    expect((await sim.control((s) => s.steps.pending())).map((step) => step.entry)).toEqual([0, 1]);

    // A jump fires each due timer once: the 2-minute step, then one round of polls, which is all the
    // screen needs (advancing would fire some 400 polls in between).
    await sim.control((s) => s.clock.jump(15 * 60_000));
    await expect(page.getByRole('alert').filter({ hasText: texts.hub.offline })).toBeVisible();
    await expect(lastHeartbeat).toHaveValue('13 minutes ago');
    const fired = (await sim.control((s) => s.trace())).filter((entry) => entry.type === 'step.fired');
    expect(fired).toEqual([expect.objectContaining({ step: 'hub.setOnline', params: { serial: HUB, online: false }, source: 'timeline', entry: 0 })]);
  });

  test('a scenario that extends another keeps the parent\'s data, flags and faults and adds its own', async ({ page, sim }) => {
    await sim.open('/login', { scenario: 'default' });
    const started = await sim.control((s) => s.startScenario({
      name: 'list-down-and-logout-fails',
      description: 'community-list-down, and the sign-out fails too',
      extends: 'community-list-down',
      faults: [{ call: 'auth.logout', status: 500 }],
    }));
    expect(started).toEqual({ ok: true });
    await sim.adoptSession();
    await sim.open('/');
    // The parent's fault: the community list is down (503 with its body).
    await expect(page.getByRole('alert')).toContainText('Service Unavailable');
    // The child's own fault: the sign-out call fails (and the app still signs out).
    await page.getByRole('button', { name: texts.nav.menu }).click();
    await page.getByRole('button', { name: texts.nav.signOut }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect.poll(async () => (await sim.calls()).filter((call) => call.name === 'auth.logout').map((call) => call.status)).toEqual([500]);
    // The grandparent's flags, through community-list-down.
    expect(await sim.control(async (s) => (await s.flags())['unit-version-2'])).toBe(true);
  });
});

test.describe('saving behind', () => {
  test('a change made just before a reload survives it (written when the page is left)', async ({ page, sim }) => {
    await sim.openSignedIn('/', { scenario: 'default' });
    await sim.db((db) => db.update('communities', { name: 'Maple Court Apartments' }, { name: 'Maple Court Kept' }));
    await page.reload();
    await expect(page.getByRole('button', { name: /Maple Court Kept/ })).toBeVisible();
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('simulator:record:communities:')))).toHaveLength(1);
  });

  test('storage full: the app\'s notice says what a reload would lose', async ({ page, sim }) => {
    await sim.openSignedIn('/', { scenario: 'default' });
    await expect(page.getByRole('button', { name: /Maple Court Apartments/ })).toBeVisible();
    // Fill what is left of this origin's storage, as other data on a phone would.
    await page.evaluate(() => {
      let chunk = 'x'.repeat(1 << 20);
      for (let index = 0; chunk.length > 0; index += 1) {
        try {
          localStorage.setItem(`filler:${index}`, chunk);
        } catch {
          chunk = chunk.slice(0, chunk.length >> 1);
        }
      }
    });
    await sim.db((db) => db.update('communities', {}, { city: 'Renamed' }));
    const notice = page.getByRole('alert').filter({ hasText: /could not save \d+ changes: this browser's storage is full/ });
    await expect(notice).toBeVisible();
    await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('filler:')).forEach((key) => localStorage.removeItem(key)));
  });
});

/** Calls the page has sent to the API and not yet got an answer to (the simulator answers them in the page). */
function inFlight(page: Page): () => number {
  let open = 0;
  onPageCall(page, (call) => {
    if (!pathOf(call).startsWith('/api/')) return;
    open += call.phase === 'sent' ? 1 : -1;
  });
  return () => open;
}

/**
 * Within one simulator instant the app sends some requests side by side (a screen's queries);
 * which of them the simulator answers first is the browser's business, not the scenario's. So
 * entries of the same instant are compared as a set, in a fixed order; across instants, the
 * order and every field must match.
 */
function byInstant(trace: TraceEntry[]): string[] {
  return trace.map((entry) => JSON.stringify(entry)).sort((a, b) => {
    const atA = (JSON.parse(a) as TraceEntry).at;
    const atB = (JSON.parse(b) as TraceEntry).at;
    return atA - atB || (a < b ? -1 : a > b ? 1 : 0);
  });
}

test('determinism: a scripted scenario run twice with the same actions gives the same trace', async ({ page, sim }) => {
  const open = inFlight(page);
  const scripted = {
    name: 'scripted-hub-outage',
    description: 'hub-goes-offline with simulator time standing still, and a status failure once the unit list has loaded',
    extends: 'hub-goes-offline',
    clock: { paused: true },
    timeline: [{ when: { call: { name: 'units.list' } }, do: { 'fault.add': { call: 'hubs.status', status: 503, times: 1 } } }],
  };

  async function run(): Promise<TraceEntry[]> {
    await sim.open('/login', { scenario: 'default' });
    // The second run starts with the first run's stored session: the signed-in screens load, send
    // it once, are refused (the scenario start ended it) and come back here. Wait for that, or the
    // refusal lands in this run's trace.
    await expect(page.getByLabel(texts.signIn.email)).toBeVisible();
    expect(await sim.control((s, scenario) => s.startScenario(scenario), scripted)).toEqual({ ok: true });
    await sim.adoptSession();
    // Maple Court is the only community: the app opens it at once.
    await sim.open('/');
    await unitRow(page, '104').getByRole('button').first().click();
    await page.getByRole('tab', { name: texts.unitDetail.hubTab }).click();
    // The trigger's fault: the first hub status after the unit list fails; time stands still, so no poll retries it.
    await expect(page.getByRole('alert').filter({ hasText: 'Simulated failure (503)' })).toBeVisible();
    await expect.poll(open).toBe(0);
    await sim.control((s) => s.clock.jump(15 * 60_000));
    await expect(page.getByRole('alert').filter({ hasText: texts.hub.offline })).toBeVisible();
    await expect(page.getByLabel(texts.hub.lastHeartbeat, { exact: true })).toHaveValue('13 minutes ago');
    await expect.poll(open).toBe(0);
    return sim.control((s) => s.trace());
  }

  const first = await run();
  const second = await run();
  expect(byInstant(second)).toEqual(byInstant(first));
  expect(first.filter((entry) => entry.type === 'step.fired').map((entry) => entry.step)).toEqual(['fault.add', 'hub.setOnline']);
  expect(first.some((entry) => entry.type === 'fault.hit')).toBe(true);
});

test('paused: simulator time stands still and polls wait, yet the page works: screens load their data, dialogs open and close', async ({ page, sim }) => {
  await openUnit(sim, 1004);
  await expect(page.getByRole('tab', { name: texts.unitDetail.devicesTab })).toBeVisible();
  await sim.control((s) => s.clock.pause());
  const pausedAt = await page.evaluate(() => Date.now());
  const polls = (await sim.calls()).length;

  await pickFromUnitMenu(page, texts.units.communityInfo);
  const dialog = page.getByRole('dialog', { name: texts.units.communityInfo });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: texts.info.close }).click();
  await expect(dialog).toHaveCount(0);
  // A query's answer reaches the screen through TanStack Query's own short timeout.
  await page.getByRole('tab', { name: texts.unitDetail.hubTab }).click();
  await expect(page.getByLabel(texts.hub.serial, { exact: true })).toHaveValue('HB2-1000104');

  expect(await page.evaluate(() => Date.now())).toBe(pausedAt);
  const hubStatusCalls = (await sim.calls()).filter((call) => call.name === 'hubs.status').length;
  expect((await sim.calls()).length).toBeLessThanOrEqual(polls + 1);
  expect(hubStatusCalls).toBeGreaterThan(0);
  // advance still moves it: the device list's 3 s poll runs.
  await sim.advanceClock(3_000);
  await expect.poll(async () => (await sim.calls()).length).toBeGreaterThan(polls);
  await sim.control((s) => s.clock.resume());
  await expect.poll(() => page.evaluate(() => Date.now())).toBeGreaterThan(pausedAt + 3_000);
});
