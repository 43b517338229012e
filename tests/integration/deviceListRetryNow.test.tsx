// @vitest-environment jsdom
/**
 * Issue 38: Retry on the device list's error view sent nothing until the simulator's clock moved.
 * The failed first load waited out TanStack Query's retry delay, a timer on that clock, and a
 * refetch of a query without data joins the fetch under way. Retry asks at once (decisions 0265,
 * 0480), whatever the clock does: here the app's timers run on the simulator's clock, paused
 * throughout. Apart from deviceListRetrying.test.tsx: Query's timer provider is set once a page.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { texts } from '../../app/domain/texts';
import { deviceListCalls, deviceListErrorView as errorView, stopWatchingErrorView, watchErrorViewLeaving } from './support/deviceListView';
import { renderApp, type RenderedApp } from './support/renderApp';

const UNIT_PATH = '/community/cmty-7d2f9a0e-maple-court/unit/1004';

/** The default scenario with the clock paused and the first `times` device lists answered by a network error. */
const pausedScenario = (times: number) => ({
  name: `device-list-fails-${times}-paused`,
  extends: 'default',
  description: `default, with the clock paused and the first ${times} device lists answered by a network error.`,
  clock: { paused: true },
  faults: [{ kind: 'network', call: 'devices.listByHub', failure: 'error', nth: 1, times }],
});

let app: RenderedApp | undefined;
afterEach(() => {
  stopWatchingErrorView();
  app?.close();
  app = undefined;
});

describe('Retry on the device list error view', { timeout: 60_000 }, () => {
  it('sends the call at once while the retry after the failed load waits on a paused clock', async () => {
    app = await renderApp(UNIT_PATH, { scenario: pausedScenario(1), simulatorTimers: true });
    const sim = app.sim;
    await waitFor(() => expect(errorView()).toBeDefined(), { timeout: 40_000 });
    expect(deviceListCalls(sim)).toBe(1);
    const pausedAt = sim.control.clock.now();

    fireEvent.click(within(errorView()!).getByRole('button', { name: texts.nav.retry }));
    expect(await screen.findByRole('list', { name: texts.unitDetail.zWaveDevices })).toBeInTheDocument();
    expect(deviceListCalls(sim)).toBe(2);
    expect(sim.control.clock.now()).toBe(pausedAt);
  });

  it('keeps the view, with no spinner, when the call Retry sends fails too', async () => {
    app = await renderApp(UNIT_PATH, { scenario: pausedScenario(2), simulatorTimers: true });
    const sim = app.sim;
    await waitFor(() => expect(errorView()).toBeDefined(), { timeout: 40_000 });
    const left = watchErrorViewLeaving();

    fireEvent.click(within(errorView()!).getByRole('button', { name: texts.nav.retry }));
    await waitFor(() => expect(deviceListCalls(sim)).toBe(2));
    await waitFor(() => expect(errorView()).toHaveTextContent(texts.errors.network));
    expect(left()).toBe(0);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
