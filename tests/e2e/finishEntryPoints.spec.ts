import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { openUnit, pickFromUnitMenu } from './support/unit';
import { texts } from '../../app/domain/texts';

const f = texts.finish;

/** The Submit Install dialog in its incomplete-only form: Incomplete forced, equipment hidden. */
async function expectIncompleteOnly(page: Page) {
  const dialog = page.getByRole('dialog', { name: f.title });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('radio', { name: f.incomplete, exact: true })).toBeChecked();
  await expect(dialog.getByRole('radio', { name: f.incomplete, exact: true })).toBeDisabled();
  await expect(dialog.getByRole('radio', { name: f.complete, exact: true })).toBeDisabled();
  await expect(dialog.getByLabel(f.privacyLockInstalled)).toHaveCount(0);
  await expect(dialog.getByLabel(f.addOnSwitchesInstalled)).toHaveCount(0);
  return dialog;
}

test('Assign Hub offers Incomplete with the flag and a work ticket, and it opens the incomplete-only finish', async ({ page, sim }) => {
  await openUnit(sim, 1001, 'support-tools');
  await page.getByRole('button', { name: texts.assignHub.incomplete, exact: true }).click();
  const dialog = await expectIncompleteOnly(page);
  await dialog.getByLabel(f.reason).selectOption('Customer Not Ready');
  await dialog.getByLabel(f.closingNotes).fill('Resident asked to come back next week.');
  await dialog.getByRole('button', { name: f.submit }).click();
  await expect(page).toHaveURL(/\/community\/[^/]+$/);
  const [submission] = await sim.db((db) => db.list('submissions'));
  expect(submission).toMatchObject({ addressId: 1001, body: { workTicketFields: { Status__c: 'Incomplete', Incomplete_reason__c: 'Customer Not Ready' } } });
});

test('a gateway without a hub serial can only be finished as Incomplete', async ({ page, sim }) => {
  await openUnit(sim, 1002);
  await expect(page.getByText(texts.unitDetail.noHubSerial)).toBeVisible();
  await page.getByRole('button', { name: texts.unitDetail.finish, exact: true }).click();
  await expectIncompleteOnly(page);
});

test('INCOMPLETE on the Remove Hub screen opens the incomplete-only finish', async ({ page, sim }) => {
  await openUnit(sim, 1004);
  await pickFromUnitMenu(page, texts.removeHub.title);
  await page.getByRole('button', { name: texts.removeHub.incomplete, exact: true }).click();
  await expectIncompleteOnly(page);
});

test('leaving a no-hub unit with an open ticket opens the finish dialog instead, also when Back comes before the ticket did', async ({ page, sim }) => {
  const slowTicket = { name: 'slow-ticket', description: 'The work ticket answers after 2 s.', seed: { handwritten: true }, faults: [{ call: 'workTickets.get', delayMs: 2_000 }] };
  await openUnit(sim, 1001, slowTicket);
  // The unit itself is loaded (before that, Back has no ticket to ask about); its ticket is not.
  await expect(page.getByRole('heading', { name: texts.assignHub.title })).toBeVisible();
  await page.getByRole('button', { name: texts.nav.back }).click();
  // Back waits for the ticket's answer (on the simulator clock) instead of leaving it unseen.
  await expect(page).toHaveURL(/\/unit\/1001$/);
  await sim.advanceClock(2_000);
  await expect(page.getByRole('dialog', { name: f.title })).toBeVisible();
  await expect(page).toHaveURL(/\/unit\/1001$/);
});
