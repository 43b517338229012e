import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { callCount, MAPLE_COURT, openUnit } from './support/unit';
import { texts } from '../../app/domain/texts';

/**
 * A work ticket that cannot be read: the finish flow is never dropped without a word. What the unit
 * and device screens say for each kind of broken answer, and their Retry, are checked in jsdom:
 * tests/integration/unreadableLoads.test.tsx (decision 0287).
 */
test.use({ viewport: { width: 412, height: 915 } });

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
  test('Back says the ticket is not loaded; Try again reads it and opens the finish dialog', async ({ page, sim }) => {
    // Opened on the unit, the page asks for its ticket before the screen's code runs and again as the screen mounts (decision 0450): both answers are broken.
    await openUnit(sim, 1004, withFault('workTickets.get', { status: 500 }, 2));
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
