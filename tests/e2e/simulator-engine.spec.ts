import { loadEnv } from 'vite';
import { expect, signIn, test } from './support/fixtures';
import { openUnit } from './support/unit';
import { texts } from '../../app/domain/texts';

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
    await signIn(page);
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
    await openUnit(page, sim, 1004, 'hub-goes-offline');
    await page.getByRole('tab', { name: texts.unitDetail.hubTab }).click();
    const lastHeartbeat = page.getByLabel(texts.hub.lastHeartbeat, { exact: true });
    await expect(lastHeartbeat).toHaveValue(/^[01] minutes? ago$/);
    await expect(page.getByText(texts.hub.offline)).toHaveCount(0);
    expect((await sim.control((s) => s.steps.pending())).map((step) => step.entry)).toEqual([0, 1]);

    await sim.advanceClock(15 * 60_000);
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
    await page.reload();
    await page.waitForFunction(() => window.__simulator !== undefined);
    await signIn(page);
    // The parent's fault: the community list is down (503 with its body).
    await expect(page.getByRole('alert')).toContainText('Service Unavailable');
    // The child's own fault: the sign-out call fails (and the app still signs out).
    await page.getByRole('button', { name: texts.nav.menu }).click();
    await page.getByRole('button', { name: texts.nav.signOut }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect.poll(async () => (await sim.calls()).filter((call) => call.name === 'auth.logout').map((call) => call.status)).toEqual([500]);
    // The grandparent's flags, through community-list-down.
    expect(await sim.control((s) => s.flags()['unit-version-2'])).toBe(true);
  });
});

test.describe('saving behind', () => {
  test('a change made just before a reload survives it (written when the page is left)', async ({ page, sim }) => {
    await sim.open('/login', { scenario: 'default' });
    await signIn(page);
    await sim.db((db) => db.update('communities', { name: 'Maple Court Apartments' }, { name: 'Maple Court Kept' }));
    await page.reload();
    await expect(page.getByRole('button', { name: /Maple Court Kept/ })).toBeVisible();
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('simulator:record:communities:')))).toHaveLength(1);
  });

  test('storage full: the app\'s notice says what a reload would lose', async ({ page, sim }) => {
    await sim.open('/login', { scenario: 'default' });
    await signIn(page);
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
