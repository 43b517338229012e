/**
 * Error reporting in the demo build: the real Sentry SDK sends real envelopes to the DSN of the
 * simulator build, whose envelope endpoint the simulator answers and lists
 * (window.__simulator.reports()). So these tests see exactly what production would report.
 */
import type { Page } from '@playwright/test';
import { texts } from '../../app/domain/texts';
import type { ReportRecord } from '../../simulator/control/types';
import { demoInstaller, expect, test, type Sim } from './support/fixtures';
import { MAPLE_COURT_PATH, unitRow } from './support/lists';
import { HUB_TO_INSTALL, UNIT_TO_INSTALL, openConnections, openFromPanel, pausedScenario } from './support/pairing';
import { breakUnitScreenCode, openUnit } from './support/unit';

const finish = texts.finish;
const reportForm = texts.errorPage.reportForm;

const finishDialog = (page: Page) => page.getByRole('dialog', { name: finish.title });

async function submitCompleteTicket(page: Page) {
  await page.getByRole('button', { name: texts.unitDetail.finish }).click();
  const dialog = finishDialog(page);
  await dialog.getByRole('radio', { name: finish.complete, exact: true }).check();
  await dialog.getByLabel(finish.closingNotes).fill('All devices paired and tested.');
  await dialog.getByRole('button', { name: finish.submit, exact: true }).click();
}

/** After a failed submission the dialog stays open with what was typed: send it once more. */
async function submitAgain(page: Page) {
  await finishDialog(page).getByRole('button', { name: finish.submit, exact: true }).click();
}

/** Waits until the simulator has received `count` reports, then returns them all. */
async function reportsOnceThereAre(page: Page, sim: Sim, count: number): Promise<ReportRecord[]> {
  await page.waitForFunction((n) => (window.__simulator?.reports().length ?? 0) >= n, count);
  return sim.control((s) => s.reports());
}

const tagsOf = (report: ReportRecord | undefined) => (report?.event.tags ?? {}) as Record<string, string>;
const exceptionOf = (report: ReportRecord | undefined) =>
  (report?.event.exception as { values: Array<{ type: string; value: string }> } | undefined)?.values.at(-1);

test.describe('error reporting', () => {
  test('a failed work-ticket submission is reported once, with the installer as its user and no credentials', async ({ page, sim }) => {
    await openUnit(sim, 1004, 'work-ticket-submit-fails-once');
    await submitCompleteTicket(page);
    await expect(finishDialog(page).getByRole('alert')).toHaveText(texts.errors.workTicketSubmit);

    const reports = await reportsOnceThereAre(page, sim, 1);
    expect(reports).toHaveLength(1);
    const [report] = reports;
    expect(report?.type).toBe('event');
    expect(tagsOf(report)).toMatchObject({ failure: 'work-ticket submit', call: 'workTickets.submit', kind: 'http', status: '500' });
    expect(exceptionOf(report)).toMatchObject({ type: 'ApiError', value: 'workTickets.submit: HTTP 500' });

    const session = await page.evaluate(() => ({
      token: JSON.parse(localStorage.getItem('installer:token') ?? '""') as string,
      user: JSON.parse(localStorage.getItem('installer:user') ?? 'null') as { uid: string; email: string },
    }));
    expect(report?.event.user).toEqual({ id: session.user.uid, email: demoInstaller.email });
    const sent = JSON.stringify(report?.event);
    expect(sent).not.toContain(session.token);
    expect(sent).not.toContain(demoInstaller.password);
    expect(sent).not.toMatch(/(Token|Bearer) [A-Za-z0-9]{12,}/);
  });

  test('a 424 answer is not reported (spec 01 §8)', async ({ page, sim }) => {
    const scenario = {
      name: 'work-ticket-submit-424-then-500',
      description: 'The first submission answers 424, the second 500.',
      seed: { handwritten: true },
      faults: [
        { call: 'workTickets.submit', status: 424, times: 1 },
        { call: 'workTickets.submit', status: 500, nth: 2 },
      ],
    };
    await openUnit(sim, 1004, scenario);
    await submitCompleteTicket(page);
    const alert = finishDialog(page).getByRole('alert');
    await expect(alert).toHaveText(texts.errors.workTicketSubmit);
    await expect.poll(async () => (await sim.calls()).filter((call) => call.name === 'workTickets.submit').map((call) => call.status)).toEqual([424]);
    await submitAgain(page);
    await expect.poll(async () => (await sim.calls()).filter((call) => call.name === 'workTickets.submit').map((call) => call.status)).toEqual([424, 500]);

    // The 500's report is the sign that everything before it has been sent: the SDK sends in order.
    const reports = await reportsOnceThereAre(page, sim, 1);
    expect(reports.map((report) => tagsOf(report).status)).toEqual(['500']);
  });

  test('a report after the hub stream dropped names the stream, never the URL with its token (spec 02 §7)', async ({ page, sim }) => {
    const scenario = { ...pausedScenario('stream-drops-twice'), faults: [{ call: 'workTickets.submit', status: 500 }] };
    await openUnit(sim, UNIT_TO_INSTALL, scenario);
    await openFromPanel(page, sim, 'inclusion', HUB_TO_INSTALL);
    await page.getByRole('button', { name: texts.pairing.start }).click();
    // Open, so its URL carried the session token: the simulator, like the provider, refuses one without.
    await expect.poll(() => openConnections(sim, HUB_TO_INSTALL)).toBe(1);
    await sim.advanceClock(2_000);
    await expect(page.getByText(texts.errors.streamClosed)).toBeVisible();
    await page.getByRole('button', { name: texts.pairing.buttons.goBack, exact: true }).click();
    await submitCompleteTicket(page);
    await expect(finishDialog(page).getByRole('alert')).toHaveText(texts.errors.workTicketSubmit);

    const [report] = await reportsOnceThereAre(page, sim, 1);
    expect(tagsOf(report)).toMatchObject({ failure: 'work-ticket submit' });
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('installer:token') ?? '""') as string);
    const breadcrumbs = (report?.event.breadcrumbs ?? []) as Array<{ category?: string; message?: string; data?: Record<string, unknown> }>;
    const stream = 'wss://hub.simulator.invalid/stream';
    expect(breadcrumbs.filter((crumb) => crumb.category === 'hub-stream')).toEqual([
      expect.objectContaining({ message: 'closed unexpectedly: reconnecting', data: { stream, hubSerial: HUB_TO_INSTALL, code: 1006 } }),
      expect.objectContaining({ message: 'closed unexpectedly again: failed', data: { stream, hubSerial: HUB_TO_INSTALL, code: 1006 } }),
    ]);
    const sent = JSON.stringify(report?.event);
    expect(sent).not.toContain(token);
    expect(sent).not.toMatch(/token=/i);
    expect(sent).not.toContain(`${stream}?`);
  });

  test("the error page's report link opens the feedback form for the crash, and sends the report tied to it", async ({ page, sim }) => {
    await sim.openSignedIn(MAPLE_COURT_PATH, { scenario: 'default' });
    await breakUnitScreenCode(page);
    await unitRow(page, '103').getByRole('button').first().click();
    await expect(page.getByRole('heading', { name: texts.errorPage.title })).toBeVisible();
    const [crash] = await reportsOnceThereAre(page, sim, 1);
    expect(tagsOf(crash)).toMatchObject({ failure: 'crash' });

    await page.getByRole('button', { name: texts.errorPage.reportLink }).click();
    await expect(page.getByRole('heading', { name: reportForm.title })).toBeVisible();
    await expect(page.getByLabel(reportForm.emailLabel)).toHaveValue(demoInstaller.email);
    await page.getByLabel(reportForm.messageLabel).fill('Opened unit 103 and the screen went blank.');
    await page.getByRole('button', { name: reportForm.submit }).click();
    await expect(page.getByText(reportForm.sent)).toBeVisible();

    const reports = await reportsOnceThereAre(page, sim, 2);
    const feedback = reports.find((report) => report.type === 'feedback');
    expect(feedback?.event.contexts).toMatchObject({
      feedback: {
        associated_event_id: crash?.eventId,
        contact_email: demoInstaller.email,
        message: 'Opened unit 103 and the screen went blank.',
      },
    });
  });
});
