// @vitest-environment jsdom
/**
 * Issue 23: a rename or a Ring creation answered with something the app cannot read is a failure
 * on the screen that sent it, with the spec's generic message (spec 02 §8), and what the installer
 * typed or chose stays (decision 0262).
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { texts } from '../../app/domain/texts';
import { breakAnswers, SERVER_MESSAGE, type Breakage } from './support/brokenAnswers';
import { renderApp, type RenderedApp } from './support/renderApp';

const unitPath = (addressId: number) => `/community/cmty-7d2f9a0e-maple-court/unit/${addressId}`;
const expected = (breakage: Breakage) => (breakage === '500 with a message' ? SERVER_MESSAGE : texts.errors.generic);

/** The requests sent from now on as 'METHOD /path', whoever answers them (an MSW override is not in the simulator's log). */
function sentRequests(app: RenderedApp): string[] {
  const sent: string[] = [];
  app.sim.server.events.on('request:start', ({ request }) => sent.push(`${request.method} ${new URL(request.url).pathname}`));
  return sent;
}
const sentTo = (sent: string[], ending: string) => sent.filter((line) => line.endsWith(ending));

let app: RenderedApp | undefined;
afterEach(() => {
  app?.close();
  app = undefined;
});

const screenBreakages: Breakage[] = ['200 unreadable JSON', '200 wrong shape', 'network error'];

describe('a broken save answer keeps the installer where they were', { timeout: 60_000 }, () => {
  it.each(screenBreakages)('device screen, rename answered with %s: the typed name stays, with the message', async (breakage) => {
    const path = `${unitPath(1004)}/device/dev-1004-door`;
    app = await renderApp(path);
    breakAnswers(app.sim, 'devices.update', breakage, { message: 'Saved.' });
    const sent = sentRequests(app);
    const name = await screen.findByRole('combobox', { name: texts.deviceDetail.deviceName });
    fireEvent.change(name, { target: { value: 'Back Patio Slider' } });
    fireEvent.click(screen.getByRole('button', { name: texts.deviceDetail.done }));

    expect(await screen.findByText(expected(breakage))).toBeInTheDocument();
    expect(sentTo(sent, '/v3/device/dev-1004-door/').filter((line) => line.startsWith('PUT'))).toHaveLength(1);
    expect(window.location.pathname).toBe(path);
    expect(name).toHaveValue('Back Patio Slider');
    expect(screen.getByRole('button', { name: texts.deviceDetail.done })).toBeEnabled();
  });

  it.each(screenBreakages)('Ring dialog, create answered with %s: it stays on create-ring with the message and the answers', async (breakage) => {
    app = await renderApp(unitPath(1003));
    breakAnswers(app.sim, 'ring.create', breakage, { message: 'Created.' });
    const sent = sentRequests(app);
    fireEvent.click(await screen.findByRole('button', { name: texts.ring.setUp }));
    const create = await screen.findByRole('dialog', { name: texts.ring.titles.create });
    const answer = (group: string, option: string) => within(within(create).getByRole('radiogroup', { name: group })).getByRole('radio', { name: option });
    fireEvent.click(answer(texts.ring.model, texts.ring.models.wired));
    fireEvent.click(answer(texts.ring.ringChime, texts.ring.ringChimeAnswers.no));
    fireEvent.click(within(create).getByRole('button', { name: texts.ring.confirmAndInstall }));

    expect(await within(create).findByRole('alert')).toHaveTextContent(expected(breakage));
    expect(sentTo(sent, '/v4/ring/device/')).toEqual(['POST /v4/ring/device/']);
    expect(screen.queryByRole('dialog', { name: texts.ring.titles.installationSteps })).toBeNull();
    expect(answer(texts.ring.model, texts.ring.models.wired)).toBeChecked();
    await waitFor(() => expect(within(create).getByRole('button', { name: texts.ring.confirmAndInstall })).toBeEnabled());
  });
});
