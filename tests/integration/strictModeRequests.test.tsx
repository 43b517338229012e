// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildUrl } from '../../app/api/client';
import { texts } from '../../app/domain/texts';
import type { CallRecord } from '../../simulator/control/types';
import { offContract } from '../../simulator/handlers/contractLog';
import { renderApp, type RenderedApp } from './support/renderApp';

const MAPLE_COURT = 'cmty-7d2f9a0e-maple-court';
const FENCE_PATH = '/strict-mode-fence';

/**
 * The calls a screen sent on mount, as name and query, each once per request. A request to a path
 * no call matches closes the list: the simulator answers requests in the order they arrive (it has
 * no delays in the default scenario), so every request sent before it has been logged once it is.
 */
async function callsOnMount(app: RenderedApp): Promise<string[]> {
  offContract(404);
  await fetch(buildUrl(FENCE_PATH));
  const log = app.sim.control.calls();
  const fence = log.findIndex((call) => call.path === FENCE_PATH);
  expect(fence).toBeGreaterThanOrEqual(0);
  return log
    .slice(0, fence)
    .filter((call) => call.name !== 'auth.login')
    .map((call: CallRecord) => `${call.name ?? call.path} ${new URLSearchParams(call.query).toString()}`.trim());
}

function duplicates(calls: string[]): string[] {
  return calls.filter((call, index) => calls.indexOf(call) !== index);
}

let app: RenderedApp | undefined;
beforeEach(() => {
  // Polls (refetchInterval) would add later requests of their own: only mounting is measured.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
});
afterEach(() => {
  app?.close();
  app = undefined;
  vi.useRealTimers();
});

/**
 * React StrictMode (npm start) mounts every effect twice. A query that reads TanStack's abort
 * signal is cancelled by the first unmount and sent again, so the simulator sees each request
 * twice and a fault of `times: 1` is eaten by the aborted one. Each screen must send each request
 * once, in StrictMode as in the demo build.
 */
describe('each screen sends each request once on mount, under StrictMode', { timeout: 30_000 }, () => {
  const screens: Array<{ name: string; path: string; shows: () => Promise<unknown>; expected: string[] }> = [
    {
      name: 'the community picker',
      path: '/',
      shows: () => screen.findByRole('button', { name: /Maple Court Apartments/ }),
      expected: ['communities.list limit=5000'],
    },
    {
      name: 'the unit list',
      path: `/community/${MAPLE_COURT}`,
      shows: () => screen.findByText('104', { exact: true }),
      expected: [`communities.get communityId=${MAPLE_COURT}`, `units.list communityId=${MAPLE_COURT}`],
    },
    {
      name: 'the unit screen of a unit without a hub',
      path: `/community/${MAPLE_COURT}/unit/1001`,
      shows: () => screen.findByRole('heading', { name: texts.assignHub.title }),
      expected: ['units.get addressId=1001', 'workTickets.get addressId=1001'],
    },
    {
      name: 'the unit screen of a unit with a hub',
      path: `/community/${MAPLE_COURT}/unit_v2/1004`,
      shows: () => screen.findByRole('button', { name: texts.unitDetail.finish }),
      expected: ['units.get addressId=1004', 'workTickets.get addressId=1004', 'hubs.status', 'devices.listByHub'],
    },
    {
      name: 'the device screen',
      path: `/community/${MAPLE_COURT}/unit/1004/device/dev-1004-lock`,
      shows: () => screen.findByText(texts.deviceMenu.nodeId('5')),
      expected: ['units.get addressId=1004', 'devices.listByHub deviceId=dev-1004-lock'],
    },
  ];

  for (const { name, path, shows, expected } of screens) {
    it(`${name}`, async () => {
      app = await renderApp(path, { strict: true });
      await shows();
      const sent = await callsOnMount(app);
      for (const call of expected) expect(sent.some((made) => made.startsWith(call)), `${call} in ${sent.join(', ')}`).toBe(true);
      expect(duplicates(sent), sent.join('\n')).toEqual([]);
    });
  }

  it('a fault of times: 1 reaches the one request (flaky-unit-list leads to the picker)', async () => {
    app = await renderApp(`/community/${MAPLE_COURT}`, { strict: true, scenario: 'flaky-unit-list' });
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    const unitLists = app.sim.control.calls().filter((call) => call.name === 'units.list');
    expect(unitLists.map((call) => call.status)).toEqual([500]);
  });
});
