import { expect, test } from './support/fixtures';
import { openUnit, pickFromUnitMenu, startHubPowerFromMenu } from './support/unit';
import { texts } from '../../app/domain/texts';

test('hub-assignment-fails: each failure text of Assign Hub in turn, the serial kept', async ({ page, sim }) => {
  await openUnit(sim, 1001, 'hub-assignment-fails');
  const serial = page.getByLabel(texts.hub.serial);
  await serial.fill('HB2-1000901');
  const shown = [
    'This hub is registered to another property. Call support.',
    'Hub serial not recognised.',
    texts.errors.assignHub('500'),
  ];
  for (const text of shown) {
    await page.getByRole('button', { name: texts.assignHub.continue }).click();
    await expect(page.getByRole('alert')).toHaveText(text);
    await expect(serial).toHaveValue('HB2-1000901');
  }
});

test('hub-assignment-fails: Remove hub shows the unknown-error text and keeps the hub', async ({ page, sim }) => {
  await openUnit(sim, 1005, 'hub-assignment-fails');
  await pickFromUnitMenu(page, texts.removeHub.title);
  const dialog = page.getByRole('dialog', { name: texts.removeHub.title });
  await dialog.getByRole('button', { name: texts.removeHub.remove }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: texts.errors.removeHub })).toBeVisible();
  expect(await sim.db((db) => db.find('units', { id: 1005 })[0]?.hub_serial)).toBe('HB2-1000105');
});

const failingActions: Array<[string, (page: import('@playwright/test').Page) => Promise<void>]> = [
  [texts.hubPower.rebootHub, (page) => startHubPowerFromMenu(page, 'reboot')],
  [texts.hubPower.restartHub, (page) => startHubPowerFromMenu(page, 'restart')],
  [texts.hubMenu.repairNetwork, (page) => pickFromUnitMenu(page, texts.hubMenu.repairNetwork)],
];
for (const [item, run] of failingActions) {
  test(`hub-actions-fail: '${item}' shows the support text and the unit stays`, async ({ page, sim }) => {
    await openUnit(sim, 1004, 'hub-actions-fail');
    await run(page);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('alert').filter({ hasText: texts.errors.generic })).toBeVisible();
    await expect(page.getByRole('tab', { name: texts.unitDetail.devicesTab })).toBeVisible();
  });
}

test('hub-actions-fail: a refused permission transfer shows its custom text', async ({ page, sim }) => {
  await openUnit(sim, 1004, 'hub-actions-fail');
  await pickFromUnitMenu(page, texts.hubMenu.transferPermissions);
  const dialog = page.getByRole('dialog', { name: texts.hubMenu.transferTitle });
  await dialog.getByLabel(texts.hubMenu.oldGatewayId).fill('old-gateway-1');
  await dialog.getByRole('button', { name: texts.hubMenu.transfer }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The old hub still holds active permissions. Remove it first.' })).toBeVisible();
});
