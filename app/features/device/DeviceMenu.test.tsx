// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEVICE_POLL_MS } from '../../data/devices';
import { texts } from '../../domain/texts';
import { MAPLE_COURT } from '../../../tests/integration/support/unitScreen';
import { renderApp, type RenderedApp } from '../../../tests/integration/support/renderApp';

const t = texts.deviceMenu;

let app: RenderedApp | undefined;
afterEach(() => {
  app?.close();
  app = undefined;
});

// The first render compiles the device screen's lazy chunk: seconds on a busy 2-core machine.
describe('the device menu', { timeout: 60_000 }, () => {
  it('Fail device: the notice stays once the poll finds the device gone and the menu leaves', async () => {
    app = await renderApp(`/community/${MAPLE_COURT}/unit/1004/device/dev-1004-lock`, { simulatorTimers: true });
    fireEvent.click(await screen.findByRole('button', { name: t.moreActions }, { timeout: 30_000 }));
    fireEvent.click(await screen.findByRole('menuitem', { name: t.failDevice }));
    const question = await screen.findByRole('dialog', { name: t.failConfirmTitle });
    fireEvent.click(within(question).getByRole('button', { name: t.failConfirm }));

    // The screen's next poll finds the device gone: the menu leaves, its notice must not. The app's
    // timers run on the simulator's clock, moved to that poll rather than waited for (decision 0320).
    await app.sim.control.clock.advance(DEVICE_POLL_MS);
    expect(await screen.findByText(texts.deviceDetail.gone)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.moreActions })).toBeNull();
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain('Node 5 (Front Door) was marked failed and removed.');
  });
});
