// @vitest-environment jsdom
/**
 * Issue 23: after Sync door codes, a sync-status read that fails must not read as 'No door-code
 * sync is running for this lock.': the dialog says the status cannot be read and keeps polling,
 * and shows the sync once a read succeeds. The app's timers run on the simulator's clock, which the
 * test moves to the next poll rather than waiting for it in real time (decision 0320).
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SYNC_POLL_MS } from '../../app/data/doorCodes';
import { texts } from '../../app/domain/texts';
import { breakAnswers, SERVER_MESSAGE, type Breakage } from './support/brokenAnswers';
import { renderApp, type RenderedApp } from './support/renderApp';

const t = texts.doorCodes;
const UNIT_PATH = '/community/cmty-7d2f9a0e-maple-court/unit/1004';
const why: Partial<Record<Breakage, string>> = { '500 with a message': SERVER_MESSAGE, '200 unreadable JSON': texts.errors.malformed };

let app: RenderedApp | undefined;
afterEach(() => {
  app?.close();
  app = undefined;
});

describe('a sync status that cannot be read', { timeout: 60_000 }, () => {
  it.each(Object.keys(why) as Breakage[])('%s: says so, keeps polling, then shows the sync', async (breakage) => {
    app = await renderApp(UNIT_PATH, { scenario: 'door-code-sync-completes', simulatorTimers: true });
    breakAnswers(app.sim, 'doorCodes.syncsForDevice', breakage, {});
    // The first test compiles the whole unit screen: far past findBy's 10 s on a busy 2-core machine.
    const frontDoor = await screen.findByRole('region', { name: 'Front Door' }, { timeout: 40_000 });
    fireEvent.click(within(frontDoor).getByRole('button', { name: texts.lockTasks.syncDoorCodes }));
    const dialog = await screen.findByRole('dialog', { name: t.title });

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(`${t.statusUnreadable} ${why[breakage]}`);
    expect(within(dialog).getByText(t.checkingAgain)).toBeInTheDocument();
    expect(within(dialog).queryByText(t.noSync)).toBeNull();

    const before = app.sim.control.calls().length;
    app.sim.control.faults.clear();
    app.sim.server.resetHandlers();
    // The next poll reads the sync the resend started.
    await app.sim.control.clock.advance(SYNC_POLL_MS);
    expect(await within(dialog).findByText(t.inProgress)).toBeInTheDocument();
    expect(within(dialog).getByRole('progressbar', { name: t.sendingBar })).toBeInTheDocument();
    expect(app.sim.control.calls().slice(before).map((call) => call.name)).toContain('doorCodes.syncsForDevice');
    expect(within(dialog).queryByText(t.statusUnreadable, { exact: false })).toBeNull();
  });
});
