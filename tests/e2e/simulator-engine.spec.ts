import { loadEnv } from 'vite';
import { expect, signIn, test } from './support/fixtures';
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
