import type { Page } from '@playwright/test';
import { expect, test, type Sim } from './support/fixtures';
import { openUnit } from './support/unit';
import { texts } from '../../app/domain/texts';
import { specWords } from '../support/specTexts';

const r = texts.ring;
/** Unit 103's ticket has a Ring Video Doorbell Pro 2 to install; its hub has no Ring yet. */
const UNIT = 1003;
const GATEWAY = '9e7d2c10-4b8a-4c55-a1f3-2b6e8d9c0103';
const doorbellItem = '1 x Ring Video Doorbell Pro 2';

const doorbellRow = (page: Page) => page.getByRole('list', { name: texts.unitDetail.devicesToInstall }).getByRole('listitem').filter({ hasText: doorbellItem });
const ringDialog = (page: Page, title: string) => page.getByRole('dialog', { name: title });
const radio = (page: Page, group: string, option: string) => page.getByRole('radiogroup', { name: group }).getByRole('radio', { name: option, exact: true });
const storedRings = (sim: Sim) => sim.db((db, gatewayId) => db.find('devices', { gatewayId, deviceType: 'doorbell' }), GATEWAY);
const voltage = (range: string | RegExp) => r.voltageGuidance(String(range));

/** Opens create-ring and answers it: wired, no Ring Chime. */
async function createWired(page: Page) {
  await doorbellRow(page).getByRole('button', { name: r.setUp }).click();
  await radio(page, r.model, r.models.wired).check();
  await radio(page, r.ringChime, r.ringChimeAnswers.no).check();
  await ringDialog(page, r.titles.create).getByRole('button', { name: specWords('Confirm and Install') }).click();
}

test.describe('the Ring doorbell dialog', () => {
  test('set up through all four pages, a chime change sent at once, then a removal after confirmation', async ({ page, sim }) => {
    // About 40 steps on one page load: 7-16 s alone, past 30 s beside other runs on a loaded machine (as the lock-task journeys).
    test.setTimeout(60_000);
    await openUnit(sim, UNIT);
    await expect(doorbellRow(page)).toContainText(texts.unitDetail.todoNotPaired);

    // create-ring: Confirm and Install waits for every answer; the chime type is asked for pro only.
    await doorbellRow(page).getByRole('button', { name: r.setUp }).click();
    const create = ringDialog(page, r.titles.create);
    const confirm = create.getByRole('button', { name: specWords('Confirm and Install') });
    await expect(confirm).toBeDisabled();
    await radio(page, r.model, r.models.pro).check();
    await expect(create.getByText(voltage(specWords('16V-24V')))).toBeVisible();
    await radio(page, r.ringChime, r.ringChimeAnswers.yes).check();
    await expect(confirm).toBeDisabled();
    await radio(page, r.model, r.models.wired).check();
    await expect(create.getByText(voltage(specWords('10V-24V')))).toBeVisible();
    await expect(create.getByRole('radiogroup', { name: r.chimeType })).toHaveCount(0);
    await expect(confirm).toBeEnabled();
    await radio(page, r.model, r.models.pro).check();
    await expect(confirm).toBeDisabled();
    await radio(page, r.chimeType, r.chimeTypes.mechanical).check();
    await confirm.click();

    // installation-steps, once the simulator stored the Ring.
    const steps = ringDialog(page, r.titles.installationSteps);
    await expect(steps.getByText(r.steps.pro[1]!)).toBeVisible();
    expect(await storedRings(sim)).toMatchObject([
      { model: 'ring', deviceType: 'doorbell', device_metadata: [{ modelNumber: 'RING-PRO2', chime_type: 'mechanical', ring_chime: 'yes' }] },
    ]);
    await steps.getByRole('button', { name: r.troubleshoot }).click();

    // troubleshoot-ring: both answers wait for the steps taken; I Fixed It saves and closes.
    const troubleshoot = ringDialog(page, r.titles.troubleshoot);
    const fixed = troubleshoot.getByRole('button', { name: specWords('I Fixed It') });
    await troubleshoot.getByLabel(r.issueDescription).fill('Chime does not ring');
    await expect(fixed).toBeDisabled();
    await expect(troubleshoot.getByRole('button', { name: specWords('Report It') })).toBeDisabled();
    await troubleshoot.getByLabel(r.stepsTaken).fill('Reseated the chime wires');
    await fixed.click();
    await expect(troubleshoot).toBeHidden();
    await expect(doorbellRow(page)).toContainText(r.troubleshootSaved.FIXED);
    await expect(doorbellRow(page)).toContainText(r.isSetUp(r.models.pro));
    await expect(doorbellRow(page)).toContainText(texts.unitDetail.todoPairedComplete);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('installer:unitTodo') ?? 'null') as unknown)).toMatchObject({
      addressId: UNIT,
      deviceTypes: [{ deviceType: 'doorbell', troubleshootInfo: { issueDescription: 'Chime does not ring', stepsTaken: 'Reseated the chime wires', resultOfIssue: 'FIXED' } }],
    });

    // The finish dialog asks about the transformer while a Ring is set up.
    await page.getByRole('button', { name: texts.unitDetail.finish }).click();
    const finish = page.getByRole('dialog', { name: texts.finish.title });
    await expect(finish.getByRole('checkbox', { name: texts.finish.transformerInstalled })).toBeVisible();
    await finish.getByRole('button', { name: texts.finish.cancel }).click();

    // edit-ring: the stored answers; a chime change is sent at once.
    await doorbellRow(page).getByRole('button', { name: r.edit }).click();
    const edit = ringDialog(page, r.titles.edit);
    await expect(radio(page, r.chimeType, r.chimeTypes.mechanical)).toBeChecked();
    await radio(page, r.chimeType, r.chimeTypes.digital).check();
    await expect.poll(async () => (await storedRings(sim))[0]?.device_metadata).toMatchObject([{ chime_type: 'digital', ring_chime: 'yes' }]);

    // Removal asks first; Cancel keeps the Ring, Remove removes it.
    await edit.getByRole('button', { name: r.remove }).click();
    const question = page.getByRole('dialog', { name: r.removeTitle });
    await question.getByRole('button', { name: r.cancel }).click();
    await expect(question).toBeHidden();
    expect(await storedRings(sim)).toHaveLength(1);
    await edit.getByRole('button', { name: r.remove }).click();
    await question.getByRole('button', { name: r.removeConfirm, exact: true }).click();
    await expect(edit).toBeHidden();
    expect(await storedRings(sim)).toEqual([]);
    await expect(doorbellRow(page).getByRole('button', { name: r.setUp })).toBeVisible();
    await expect(doorbellRow(page)).toContainText(texts.unitDetail.todoNotPaired);
    // The troubleshooting outcome was about the Ring just removed.
    await expect(doorbellRow(page)).not.toContainText(r.troubleshootSaved.FIXED);
    await page.getByRole('button', { name: texts.unitDetail.finish }).click();
    await expect(finish.getByRole('checkbox', { name: texts.finish.transformerInstalled })).toHaveCount(0);
  });

  test('ring-create-fails: the create failure stops the flow on create-ring with its message', async ({ page, sim }) => {
    await openUnit(sim, UNIT, 'ring-create-fails');
    await createWired(page);
    const create = ringDialog(page, r.titles.create);
    await expect(create.getByRole('alert')).toHaveText('Ring is not answering. Try again in a few minutes.');
    await expect(create.getByRole('button', { name: r.confirmAndInstall })).toBeEnabled();
    await expect(ringDialog(page, r.titles.installationSteps)).toHaveCount(0);
    expect(await storedRings(sim)).toEqual([]);
  });

  test('ring-remove-fails: the failed removal says so and the dialog can remove again', async ({ page, sim }) => {
    await openUnit(sim, UNIT, 'ring-remove-fails');
    await createWired(page);
    await ringDialog(page, r.titles.installationSteps).getByRole('button', { name: r.done }).click();
    await doorbellRow(page).getByRole('button', { name: r.edit }).click();
    const edit = ringDialog(page, r.titles.edit);
    const question = page.getByRole('dialog', { name: r.removeTitle });
    await edit.getByRole('button', { name: r.remove }).click();
    await question.getByRole('button', { name: r.removeConfirm, exact: true }).click();
    await expect(edit.getByRole('alert')).toHaveText('Ring could not remove the doorbell. Try again.');
    await expect(question).toBeHidden();
    await expect(edit.getByRole('button', { name: r.remove })).toBeEnabled();
    await expect(radio(page, r.model, r.models.pro)).toBeEnabled();
    expect(await storedRings(sim)).toHaveLength(1);
    await edit.getByRole('button', { name: r.remove }).click();
    await question.getByRole('button', { name: r.removeConfirm, exact: true }).click();
    await expect(edit).toBeHidden();
    expect(await storedRings(sim)).toEqual([]);
  });
});
