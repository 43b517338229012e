import type { Page } from '@playwright/test';
import { expect, test, type Sim } from './support/fixtures';
import { openUnit, pickFromUnitMenu } from './support/unit';
import { texts } from '../../app/domain/texts';

/*
 * What only a browser proves of hub administration: the real clipboard and a real page reload.
 * Assign Hub, Remove Hub's first step, the unit header menu and the device menu are checked against
 * the Node simulator (tests/integration/hubAdmin.test.tsx, tests/integration/assignHub.test.tsx;
 * decision 0415).
 */

const GW_104 = '9e7d2c10-4b8a-4c55-a1f3-2b6e8d9c0104';
const t = texts.removeHub;

/** Runs `act` and waits for the page to reload and the simulator of the new page to start. */
async function expectReload(page: Page, act: () => Promise<void>): Promise<void> {
  const reloaded = page.waitForEvent('load');
  await act();
  await reloaded;
  await page.waitForFunction(() => window.__simulator !== undefined && (document.getElementById('root')?.childElementCount ?? 0) > 0);
}

async function unitRecord(sim: Sim, id: number) {
  const [unit] = await sim.db((db, unitId) => db.find('units', { id: unitId }), id);
  if (!unit) throw new Error(`No unit ${id} in the simulator`);
  return unit;
}

test.describe('Remove Hub support wizard', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });
  const dialog = (page: Page) => page.getByRole('dialog', { name: t.title });

  test('the unit name, a resident e-mail, then copying the gateway id with the real clipboard enables Remove, which frees the hub', async ({ page, sim }) => {
    await openUnit(sim, 1004, 'support-tools');
    await pickFromUnitMenu(page, t.title);
    const continueButton = dialog(page).getByRole('button', { name: t.continue });
    const unitName = dialog(page).getByLabel(t.unitNameField);

    // Wrong entries, Back and 'vacant' are checked beside the feature (app/features/hub-removal/RemoveHubDialog.test.tsx).
    await unitName.fill('104');
    await continueButton.click();
    await dialog(page).getByLabel(t.residentField).fill('SAM.Whitaker@example.com');
    await continueButton.click();

    await expect(dialog(page).getByLabel(texts.hub.gatewayId)).toHaveValue(GW_104);
    await expect(dialog(page)).toContainText(t.cannotUndo);
    const remove = dialog(page).getByRole('button', { name: t.confirmRemove, exact: true });
    await expect(remove).toBeDisabled();
    await dialog(page).getByRole('button', { name: t.copyGatewayId }).click();
    await expect(remove).toBeEnabled();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(GW_104);
    expect((await sim.calls()).filter((call) => call.name === 'hubs.disassociate')).toEqual([]);

    await expectReload(page, () => remove.click());
    await expect(page.getByRole('heading', { name: texts.assignHub.title })).toBeVisible();
    expect((await unitRecord(sim, 1004)).gatewayId).toBeNull();
  });
});
