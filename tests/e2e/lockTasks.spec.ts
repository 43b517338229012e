import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { MAPLE_COURT, openUnit, unitPath } from './support/unit';
import { texts } from '../../app/domain/texts';
import { specWords } from '../support/specTexts';

const t = texts.lockThrow;
const lockItem = '1 x Yale Assure Lock 2 Touchscreen';

const toInstall = (page: Page) => page.getByRole('list', { name: texts.unitDetail.devicesToInstall });
const lockRow = (page: Page) => toInstall(page).getByRole('listitem').filter({ hasText: lockItem });
const frontDoor = (page: Page) => page.getByRole('region', { name: 'Front Door' });
const batteries = (page: Page) => frontDoor(page).getByRole('switch', { name: texts.lockTasks.batteriesInstalled });
const lockThrowDialog = (page: Page) => page.getByRole('dialog', { name: t.title('Front Door') });

async function checkLockThrow(page: Page) {
  await frontDoor(page).getByRole('button', { name: texts.lockTasks.checkLockThrow }).click();
  await expect(lockThrowDialog(page).getByText(t.question)).toBeVisible();
}

/** Unit 104's community with deadbolts installed by a contractor that is not one of the provider's own. */
const contractorInstalls = {
  name: 'contractor-deadbolts',
  description: 'Maple Court with deadbolts installed by an outside contractor.',
  extends: 'default',
  seed: { handwritten: true },
  communities: [{ uid: MAPLE_COURT, salesforceInfo: { deadboltInstallerType: 'Acme Locksmiths' } }],
};

test.describe('lock tasks and the lock throw check', () => {
  // Whole journeys with a reload each: longer than the default 30 s on a loaded machine.
  test.describe.configure({ timeout: 60_000 });

  test("the provider's own installers: batteries, Yes, then No and I Fixed It without a description; folding survives a reload", async ({ page, sim }) => {
    await openUnit(sim, 1004);
    await expect(lockRow(page)).toContainText(texts.unitDetail.todoPairedIncomplete);
    // Door codes are expected (dcm version 2) and already synced on this lock.
    await expect(frontDoor(page).getByRole('button', { name: texts.lockTasks.syncDoorCodes })).toBeEnabled();
    await expect(frontDoor(page).getByText(texts.lockTasks.codesSynced)).toBeVisible();
    await expect(batteries(page)).not.toBeChecked();
    await batteries(page).check();

    await checkLockThrow(page);
    await lockThrowDialog(page).getByRole('button', { name: t.yes, exact: true }).click();
    await expect(lockThrowDialog(page)).toBeHidden();
    await expect(frontDoor(page).getByText(texts.lockTasks.lockThrowChecked)).toBeVisible();
    await expect(lockRow(page)).toContainText(texts.unitDetail.todoPairedComplete);

    await checkLockThrow(page);
    await lockThrowDialog(page).getByRole('button', { name: t.no, exact: true }).click();
    const dialog = lockThrowDialog(page);
    await expect(dialog.getByText(/within five minutes/)).toBeVisible();
    await expect(dialog.getByText(t.required)).toHaveCount(0);
    await dialog.getByRole('button', { name: specWords('I Fixed It') }).click();
    await expect(dialog.getByText(t.thanksTitle)).toBeVisible();
    await dialog.getByRole('button', { name: t.done }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: `${texts.lockTasks.hideTasks}: ${lockItem}` }).click();
    await expect(frontDoor(page)).toBeHidden();
    await page.reload();
    await expect(lockRow(page)).toContainText(texts.unitDetail.todoPairedComplete);
    await page.getByRole('button', { name: `${texts.lockTasks.showTasks}: ${lockItem}` }).click();
    await expect(batteries(page)).toBeChecked();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('installer:unitTodo') ?? 'null') as unknown)).toMatchObject({
      addressId: 1004,
      locksPaired: [{ uid: 'dev-1004-lock', batteriesInstalled: true, lockThrow: { nothingButAir: false, resultOfIssue: 'FIXED', description: null } }],
      deviceTypes: [{ deviceType: 'lock', expanded: true }],
    });
  });

  test('an outside contractor must describe the issue; Report It reaches the work ticket after a reload', async ({ page, sim }) => {
    await openUnit(sim, 1004, contractorInstalls);
    await batteries(page).check();
    await checkLockThrow(page);
    const dialog = lockThrowDialog(page);
    await dialog.getByRole('button', { name: t.no, exact: true }).click();
    await expect(dialog.getByText(specWords('Required*'))).toBeVisible();
    await expect(dialog.getByRole('button', { name: t.fixed })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: specWords('Report It') })).toBeDisabled();
    await dialog.getByLabel(t.description).fill('   ');
    await expect(dialog.getByRole('button', { name: t.report })).toBeDisabled();
    await dialog.getByLabel(t.description).fill('Door frame warped');
    // Closing keeps the description; opening again asks from the start.
    await dialog.getByRole('button', { name: t.close }).click();
    await checkLockThrow(page);
    await dialog.getByRole('button', { name: t.no, exact: true }).click();
    await expect(dialog.getByLabel(t.description)).toHaveValue('Door frame warped');
    await dialog.getByRole('button', { name: t.report }).click();
    await expect(dialog.getByText(t.thanksReported)).toBeVisible();
    await dialog.getByRole('button', { name: t.done }).click();

    await page.reload();
    await expect(lockRow(page)).toContainText(texts.unitDetail.todoPairedComplete);
    await page.getByRole('button', { name: texts.unitDetail.finish }).click();
    const finish = page.getByRole('dialog', { name: texts.finish.title });
    await finish.getByRole('radio', { name: texts.finish.complete, exact: true }).check();
    await finish.getByLabel(texts.finish.closingNotes).fill('Lock throw reported.');
    await finish.getByRole('button', { name: texts.finish.submit, exact: true }).click();
    await expect(page).not.toHaveURL(unitPath(1004));
    const [submission] = await sim.db((db) => db.list('submissions'));
    expect(submission?.body).toMatchObject({
      workTicketFields: {
        Batteries_Replaced__c: true,
        Pins_Synced__c: true,
        Master_Code_Synced__c: true,
        Lock_Throw_Status__c: 'Reported',
        Lock_Throw_Details__c: 'Front Door: Door frame warped',
      },
    });
  });
});
