import type { Page } from '@playwright/test';
import { expect, test, type ScenarioObject, type Sim } from './support/fixtures';
import { callCount, MAPLE_COURT, openUnit } from './support/unit';
import { texts } from '../../app/domain/texts';

/**
 * Broken answers on the unit and device screens: whatever the failure, the screen says what could
 * not be loaded and offers a retry; the finish flow is never dropped without a word.
 */
test.use({ viewport: { width: 412, height: 915 } });

const brokenAnswers: Array<[label: string, answer: { status: number; body?: object }, why: string]> = [
  ['a 500 with a message', { status: 500 }, 'Simulated failure (500)'],
  ['a 503 without a message', { status: 503, body: {} }, ''],
  ['a 424 without a message', { status: 424, body: {} }, ''],
  ['an answer of the wrong shape', { status: 200, body: { workTicketStatus: 42, results: 'none' } }, texts.errors.malformed],
];

/** The hand-written community with one fault: the first `times` answers of `call` are broken. */
const withFault = (call: string, answer: object, times = 1) => ({
  name: `broken-${call.replace('.', '-').toLowerCase()}`,
  description: `${call} answers broken ${times} time(s).`,
  seed: { handwritten: true },
  faults: [{ call, ...answer, times }],
});

const said = (what: string, why: string) => (why ? `${what} ${why}` : what);
const finishButton = (page: Page) => page.getByRole('button', { name: texts.unitDetail.finish });
const back = (page: Page) => page.getByRole('button', { name: texts.nav.back });
const unreadable = (page: Page) => page.getByRole('dialog', { name: texts.finish.unreadableTitle });

test.describe('a work ticket that cannot be read', () => {
  for (const [label, answer, why] of brokenAnswers) {
    test(`${label}: the DEVICES tab says so in Finish's place, and Retry brings Finish back`, async ({ page, sim }) => {
      await openUnit(sim, 1004, withFault('workTickets.get', answer));
      const failure = page.getByRole('alert').filter({ hasText: texts.finish.ticketLoadFailed });
      await expect(failure).toHaveText(new RegExp(`^${escape(said(texts.finish.ticketLoadFailed, why))}`));
      await expect(finishButton(page)).toHaveCount(0);
      await failure.getByRole('button', { name: texts.nav.retry }).click();
      await expect(finishButton(page)).toBeVisible();
      await expect(failure).toHaveCount(0);
    });
  }

  test('Back says the ticket is not loaded; Try again reads it and opens the finish dialog', async ({ page, sim }) => {
    await openUnit(sim, 1004, withFault('workTickets.get', { status: 500 }));
    await expect(page.getByRole('alert').filter({ hasText: texts.finish.ticketLoadFailed })).toBeVisible();
    await back(page).click();
    await expect(unreadable(page)).toHaveAccessibleDescription(`${said(texts.finish.ticketLoadFailed, 'Simulated failure (500)')} ${texts.finish.unreadableLater}`);
    await unreadable(page).getByRole('button', { name: texts.finish.tryAgain }).click();
    await expect(page.getByRole('dialog', { name: texts.finish.title })).toBeVisible();
    await expect(unreadable(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/unit\/1004$/);
  });

  test('while it stays unreadable, Try again says so again; Escape stays; Leave anyway leaves', async ({ page, sim }) => {
    await openUnit(sim, 1004, withFault('workTickets.get', { status: 503, body: {} }, 100));
    // Back before the ticket's answer came is another case: the ticket is not known to be unreadable yet.
    await expect(page.getByRole('alert').filter({ hasText: texts.finish.ticketLoadFailed })).toBeVisible();
    await back(page).click();
    const tryAgain = unreadable(page).getByRole('button', { name: texts.finish.tryAgain });
    const before = await callCount(sim, 'workTickets.get');
    await tryAgain.click();
    await expect.poll(() => callCount(sim, 'workTickets.get')).toBe(before + 1);
    await expect(tryAgain).toBeEnabled();
    await expect(unreadable(page)).toBeVisible();

    // The disabled Try again dropped the focus; the dialog's focus trap takes it back on its next
    // check (a 50 ms interval). Escape only reaches a dialog that holds the focus, as for a user.
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('.MuiDialog-root') !== null)).toBe(true);
    await page.keyboard.press('Escape');
    await expect(unreadable(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/unit\/1004$/);

    await back(page).click();
    await unreadable(page).getByRole('button', { name: texts.finish.leaveAnyway }).click();
    await expect(page).toHaveURL(`/community/${MAPLE_COURT}`);
  });

  test('a unit without a ticket (404) is not a failure: no message, and Back leaves', async ({ page, sim }) => {
    await openUnit(sim, 1006);
    await expect(page.getByText(texts.unitDetail.noZWaveDevices)).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(finishButton(page)).toHaveCount(0);
    await back(page).click();
    await expect(page).toHaveURL(`/community/${MAPLE_COURT}`);
  });
});

test.describe("the device screen's device that cannot be read", () => {
  async function openDevice(sim: Sim, scenario: ScenarioObject) {
    await sim.openSignedIn(`/community/${MAPLE_COURT}/unit/1004/device/dev-1004-lock`, { scenario });
  }

  for (const [label, answer, why] of brokenAnswers) {
    test(`${label}: says so with Retry, which shows the device and its menu`, async ({ page, sim }) => {
      await openDevice(sim, withFault('devices.listByHub', answer));
      const failure = page.getByRole('alert').filter({ hasText: texts.deviceMenu.loadFailed });
      await expect(failure).toHaveText(new RegExp(`^${escape(said(texts.deviceMenu.loadFailed, why))}`));
      await expect(back(page)).toBeVisible();
      await failure.getByRole('button', { name: texts.nav.retry }).click();
      await expect(page.getByRole('heading', { name: 'Front Door' })).toBeVisible();
      await expect(page.getByRole('button', { name: texts.deviceMenu.moreActions })).toBeVisible();
      await expect(failure).toHaveCount(0);
    });
  }
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
