// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { texts } from '../../app/domain/texts';
import { renderApp, type RenderedApp } from './support/renderApp';
import { MAPLE_COURT, openUnitScreen } from './support/unitScreen';

/**
 * A work ticket or a device list that cannot be read, whatever the broken answer: the screen says
 * what could not be loaded, why when the answer said, and offers a retry that brings the screen
 * back (decision 0287). Playwright keeps the finish flow's unreadable-ticket dialog (focus, Escape).
 */
const brokenAnswers: Array<[label: string, answer: { status: number; body?: object }, why: string]> = [
  ['a 500 with a message', { status: 500 }, 'Simulated failure (500)'],
  ['a 503 without a message', { status: 503, body: {} }, ''],
  ['a 424 without a message', { status: 424, body: {} }, ''],
  ['an answer of the wrong shape', { status: 200, body: { workTicketStatus: 42, results: 'none' } }, texts.errors.malformed],
];

/** The hand-written community with one fault: the first `times` answers of `call` are broken. */
const withFault = (call: string, answer: object, times = 1) => ({
  name: `broken-${call.replace('.', '-').toLowerCase()}`,
  description: `${call} answers broken ${times === 1 ? 'once' : `${times} times`}.`,
  seed: { handwritten: true },
  faults: [{ call, ...answer, times }],
});

/**
 * A page opened on a unit asks for its work ticket before the screen's code has run (decision
 * 0450); the screen asks again when it mounts on a failed answer. Both answers are broken here.
 */
const TICKET_LOADS_ON_OPEN = 2;

const said = (what: string, why: string) => (why ? `${what} ${why}` : what);

/** The alert that starts with `what`, waited for. */
async function failureSaying(what: string): Promise<HTMLElement> {
  const alerts = await screen.findAllByRole('alert');
  const found = alerts.find((alert) => alert.textContent?.startsWith(what));
  if (!found) throw new Error(`No alert starts with '${what}': ${alerts.map((alert) => alert.textContent).join(' | ')}`);
  return found;
}

let app: RenderedApp | undefined;
afterEach(() => {
  app?.close();
  app = undefined;
});

// The first render compiles the unit and device screens: seconds on a busy 2-core machine.
describe('answers that cannot be read', { timeout: 60_000 }, () => {
  it.each(brokenAnswers)("work ticket, %s: the DEVICES tab says so in Finish's place, and Retry brings Finish back", async (_label, answer, why) => {
    app = await openUnitScreen(1004, withFault('workTickets.get', answer, TICKET_LOADS_ON_OPEN));
    const failure = await failureSaying(said(texts.finish.ticketLoadFailed, why));
    expect(screen.queryByRole('button', { name: texts.unitDetail.finish })).toBeNull();
    fireEvent.click(within(failure).getByRole('button', { name: texts.nav.retry }));
    expect(await screen.findByRole('button', { name: texts.unitDetail.finish })).toBeInTheDocument();
    expect(failure).not.toBeInTheDocument();
  });

  it.each(brokenAnswers)('device list, %s: the device screen says so with Retry, which shows the device and its menu', async (_label, answer, why) => {
    app = await renderApp(`/community/${MAPLE_COURT}/unit/1004/device/dev-1004-lock`, { scenario: withFault('devices.listByHub', answer) });
    const failure = await failureSaying(said(texts.deviceMenu.loadFailed, why));
    expect(screen.getByRole('button', { name: texts.nav.back })).toBeInTheDocument();
    fireEvent.click(within(failure).getByRole('button', { name: texts.nav.retry }));
    expect(await screen.findByRole('heading', { name: 'Front Door' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: texts.deviceMenu.moreActions })).toBeInTheDocument();
    expect(failure).not.toBeInTheDocument();
  });
});
