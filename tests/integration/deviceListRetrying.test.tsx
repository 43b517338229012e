// @vitest-environment jsdom
/**
 * Issue 23: while the hub's device list keeps failing (network errors, retried and polled), the
 * DEVICES tab shows one steady error view that says it is trying again, never a spinner in
 * between; Retry asks at once, and the list shows once an answer comes (decision 0265). The app's
 * timers run on the simulator's clock, paused, and the test moves it through the retries and polls:
 * waiting them out in real time held a Vitest worker for seconds (decision 0320).
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { texts } from '../../app/domain/texts';
import { breakAnswers } from './support/brokenAnswers';
import { deviceListCalls, deviceListErrorView as errorView, stopWatchingErrorView, watchErrorViewLeaving } from './support/deviceListView';
import { renderApp, type RenderedApp } from './support/renderApp';

const UNIT_PATH = '/community/cmty-7d2f9a0e-maple-court/unit/1004';
const PAUSED = { name: 'device-list-retrying-paused', extends: 'default', description: 'default, with the clock paused.', clock: { paused: true } };
/** A failed load's retries (1 s, then 2 s) and the 3 s poll, each poll retried, several times over. */
const THROUGH_RETRIES_AND_POLLS_MS = 20_000;

let app: RenderedApp | undefined;
afterEach(() => {
  stopWatchingErrorView();
  app?.close();
  app = undefined;
});

describe('a device list that keeps failing', { timeout: 90_000 }, () => {
  it('shows the error view steadily through its retries and polls; Retry and a good answer bring the list', async () => {
    app = await renderApp(UNIT_PATH, { scenario: PAUSED, simulatorTimers: true });
    breakAnswers(app.sim, 'devices.listByHub', 'network error', {});
    const sim = app.sim;

    // The first render compiles the whole unit screen: far past findBy's 10 s on a busy machine.
    await waitFor(() => expect(errorView()).toBeDefined(), { timeout: 40_000 });
    // The view must never go.
    const left = watchErrorViewLeaving();

    // The retries run out and the 3 s poll asks again, twice over: the view stays through both.
    const seen = deviceListCalls(sim);
    await sim.control.clock.advance(THROUGH_RETRIES_AND_POLLS_MS);
    expect(deviceListCalls(sim)).toBeGreaterThanOrEqual(seen + 4);
    expect(left()).toBe(0);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(errorView()).toHaveTextContent(texts.errors.network);
    expect(errorView()).toHaveTextContent(texts.errorView.tryingAgain);

    sim.control.faults.clear();
    fireEvent.click(within(errorView()!).getByRole('button', { name: texts.nav.retry }));
    expect(await screen.findByRole('list', { name: texts.unitDetail.zWaveDevices })).toBeInTheDocument();
    expect(errorView()).toBeUndefined();
  });
});
