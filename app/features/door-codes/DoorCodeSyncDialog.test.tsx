// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SYNC_POLL_MS } from '../../data/doorCodes';
import { texts } from '../../domain/texts';
import type { RenderedApp } from '../../../tests/integration/support/renderApp';
import { withRunningFakeTimers } from '../../../tests/integration/support/runningFakeTimers';
import { openUnitScreen } from '../../../tests/integration/support/unitScreen';
import { specWords } from '../../../tests/support/specTexts';

const t = texts.doorCodes;
const lock = { '{lock name}': 'Front Door' };

let app: RenderedApp | undefined;
// The dialog reads the sync on its 3 s poll: the test moves the app's timers on instead of waiting.
withRunningFakeTimers();
afterEach(() => {
  app?.close();
  app = undefined;
});

const frontDoor = () => screen.getByRole('region', { name: 'Front Door' });
const syncButton = () => within(frontDoor()).getByRole('button', { name: texts.lockTasks.syncDoorCodes });
const dialog = () => screen.getByRole('dialog', { name: t.title });
const nextPoll = () => act(() => vi.advanceTimersByTimeAsync(SYNC_POLL_MS));

async function setStatus(status: string) {
  const done = await app?.sim.control.steps.run({ 'doorCodes.setStatus': { status } });
  expect(done).toEqual({ ok: true });
}

// Banners in the spec's own words (tests/support/specTexts.ts); paused has a banner of ours.
const cases: Array<{ status: string; banner: string | RegExp; greyed: boolean; link?: string | RegExp }> = [
  { status: 'cloud_error', banner: specWords('A cloud error is preventing syncing.'), greyed: true },
  { status: 'codes_failing', banner: specWords('Too many codes are failing.'), greyed: true },
  { status: 'hub_offline', banner: specWords('The hub is offline.'), greyed: true },
  { status: 'lock_offline', banner: specWords('The {lock name} lock is offline.', lock), greyed: true },
  { status: 'low_battery', banner: specWords('The {lock name} lock batteries are too low.', lock), greyed: true, link: specWords("I can't change batteries now.") },
  { status: 'pairing_issue', banner: `Front Door ${String(specWords('pairing issue. This lock needs to be excluded and re-included.'))}`, greyed: true },
  { status: 'poor_cell_signal', banner: specWords('Syncing slow due to poor cellular signal.'), greyed: false, link: specWords("I'm out of time.") },
  { status: 'paused', banner: t.banners.paused, greyed: false },
];

async function startSync() {
  fireEvent.click(syncButton());
  expect(await within(await screen.findByRole('dialog', { name: t.title })).findByText(specWords('Sending: N% complete', { N: '0' }))).toBeInTheDocument();
}

// The first render loads the whole unit screen: seconds on a busy 2-core machine. One unit screen
// for every status, as an installer meets them one after another.
describe('door-code sync banners (door-code reliability on, spec 02 §8)', { timeout: 120_000 }, () => {
  it("each status's banner with the lock's name and its link; errors grey out both bars and let the sync start again", async () => {
    app = await openUnitScreen(1004);
    await within(await screen.findByRole('region', { name: 'Front Door' })).findByRole('button', { name: texts.lockTasks.syncDoorCodes });
    for (const { status, banner, greyed, link } of cases) {
      await startSync();
      await setStatus(status);
      await nextPoll();
      const shown = await within(dialog()).findByRole('alert');
      if (typeof banner === 'string') expect(shown, status).toHaveTextContent(banner);
      else expect(shown.textContent, status).toMatch(banner);
      const bars = within(dialog()).getAllByRole('progressbar', { name: /^Codes (sent|verified)$/ });
      expect(bars.map((bar) => bar.getAttribute('data-greyed')), status).toEqual([String(greyed), String(greyed)]);
      expect(within(dialog()).queryAllByText(t.inProgress), status).toHaveLength(greyed ? 0 : 1);

      fireEvent.click(within(dialog()).getByRole('button', { name: link ?? t.close }));
      await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: t.title })).toBeNull());
      // A sync stopped on a problem can be started again; one still running cannot, until it ends.
      expect(syncButton(), status).toHaveProperty('disabled', !greyed);
      if (!greyed) await setStatus('complete');
      await nextPoll();
      await vi.waitFor(() => expect(syncButton()).toBeEnabled());
    }
  });
});
