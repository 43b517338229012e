// @vitest-environment jsdom
/**
 * Issue 23, 'A failed Abort looks like a success': when the hub's abort call fails, the setup
 * page stays, says why (spec 02 §8) and that the hub may still be listening, and Abort can be
 * pressed again; once the hub answers, the page closes and sends no second abort (decision 0264).
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { texts } from '../../app/domain/texts';
import { breakAnswers, SERVER_MESSAGE, type Breakage } from './support/brokenAnswers';
import { renderApp, type RenderedApp } from './support/renderApp';

const UNIT_PATH = '/community/cmty-7d2f9a0e-maple-court/unit/1004';
const failures: Breakage[] = ['500 unreadable', '500 with a message', 'network error'];
const expected = (breakage: Breakage) => (breakage === '500 with a message' ? SERVER_MESSAGE : texts.errors.generic);
const pausedScenario = { name: 'default-paused', extends: 'default', description: 'default, with the clock paused.', clock: { paused: true } };

let app: RenderedApp | undefined;
afterEach(() => {
  app?.close();
  app = undefined;
  vi.unstubAllGlobals();
});

/** The hub's start and abort calls, as 'inclusion start' and so on, whoever answered them. */
function hubActions(rendered: RenderedApp): string[] {
  const actions: string[] = [];
  rendered.sim.server.events.on('request:start', ({ request }) => {
    const operation = /\/(inclusion|exclusion)\/$/.exec(new URL(request.url).pathname)?.[1];
    if (operation) void request.clone().json().then((body: { action: string }) => actions.push(`${operation} ${body.action}`));
  });
  return actions;
}

async function startOperation(operation: 'inclusion' | 'exclusion') {
  const panel = await screen.findByRole('region', { name: texts.pairing.panelTitle });
  fireEvent.click(within(panel).getByRole('button', { name: operation === 'inclusion' ? texts.pairing.include : texts.pairing.exclude }));
  fireEvent.click(within(await screen.findByRole('group', { name: texts.yale.question })).getByRole('button', { name: texts.yale.no }));
  const start = await screen.findByRole('button', { name: texts.pairing.start });
  await waitFor(() => expect(start).toBeEnabled());
  fireEvent.click(start);
  await screen.findByRole('timer', { name: texts.pairing.countdown });
}

describe('a failed Abort', { timeout: 60_000 }, () => {
  it.each(failures.flatMap((breakage) => (['inclusion', 'exclusion'] as const).map((operation) => ({ breakage, operation }))))(
    '$operation, abort answered with $breakage: stays, says the hub may still be listening, and Abort again stops it',
    async ({ breakage, operation }) => {
      app = await renderApp(UNIT_PATH, { scenario: pausedScenario });
      vi.stubGlobal('WebSocket', app.sim.WebSocket);
      const actions = hubActions(app);
      await startOperation(operation);
      const call = operation === 'inclusion' ? 'hubs.inclusion' : 'hubs.exclusion';
      breakAnswers(app.sim, call, breakage, {});

      fireEvent.click(screen.getByRole('button', { name: texts.pairing.abort }));
      expect(await screen.findByRole('alert')).toHaveTextContent(`${expected(breakage)} ${texts.pairing.abortFailed}`);
      expect(screen.getByRole('timer', { name: texts.pairing.countdown })).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: texts.pairing.panelTitle })).toBeNull();

      app.sim.control.faults.clear();
      app.sim.server.resetHandlers();
      fireEvent.click(screen.getByRole('button', { name: texts.pairing.abort }));
      expect(await screen.findByRole('region', { name: texts.pairing.panelTitle })).toBeInTheDocument();
      await waitFor(() => expect(actions).toEqual([`${operation} start`, `${operation} abort`, `${operation} abort`]));
      expect(screen.queryByText(texts.pairing.abortFailed, { exact: false })).toBeNull();
    },
  );
});
