import type { Locator, Page } from '@playwright/test';
import { expect, test, type Sim } from './support/fixtures';
import { callCount, MAPLE_COURT, openUnit, pickFromUnitMenu, hubPowerQuestions } from './support/unit';
import { texts } from '../../app/domain/texts';

/**
 * Every action that calls the server sends once per intent: a double tap on its button, menu
 * item or confirmation sends one request (the simulator's call log counts them), and the outcome
 * shown is that request's.
 */
test.use({ viewport: { width: 412, height: 915 } });

const GATEWAY_104 = '9e7d2c10-4b8a-4c55-a1f3-2b6e8d9c0104';
const FREE_GATEWAY = '3b6a1e52-9c4d-4f1a-8e27-5d0c9b7a6f01';
const nest104 = { uid: 'dev-nest-double', localId: '09AA01AC1234', gatewayId: GATEWAY_104, name: 'Nest thermostat', model: 'Nest Learning Thermostat', deviceType: 'nest' };

const notice = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
const devicesTab = (page: Page) => page.getByRole('tab', { name: texts.unitDetail.devicesTab });

/** Double-taps `target` and waits until the page has reloaded (the action's success reloads it). */
async function doubleTapAndReload(page: Page, target: Locator): Promise<void> {
  const reloaded = page.waitForEvent('load');
  await target.dblclick();
  await reloaded;
  await page.waitForFunction(() => window.__simulator !== undefined && (document.getElementById('root')?.childElementCount ?? 0) > 0);
}

async function openUnit104(page: Page, sim: Sim) {
  await openUnit(sim, 1004);
  await expect(devicesTab(page)).toBeVisible();
}

async function openDeviceMenu(page: Page, sim: Sim) {
  await openUnit104(page, sim);
  await page.goto(`/community/${MAPLE_COURT}/unit/1004/device/dev-1004-lock`);
  await expect(page.getByText(texts.deviceMenu.nodeId('5'))).toBeVisible();
  await page.getByRole('button', { name: texts.deviceMenu.moreActions }).click();
}

interface Case {
  action: string;
  call: string;
  /** Brings the action up, double-taps it and waits for its outcome. */
  run(page: Page, sim: Sim): Promise<void>;
}

const cases: Case[] = [
  {
    action: 'Assign Hub (Continue)',
    call: 'hubs.associate',
    async run(page, sim) {
      await openUnit(sim, 1001);
      await page.getByLabel(texts.hub.serial).fill('HB2-1000901');
      await doubleTapAndReload(page, page.getByRole('button', { name: texts.assignHub.continue }));
      await expect(devicesTab(page)).toBeVisible();
    },
  },
  ...(['reboot', 'restart'] as const).map((kind) => ({
    action: `${hubPowerQuestions[kind].item} (confirmed)`,
    call: kind === 'reboot' ? 'hubs.reboot' : 'hubs.restart',
    async run(page: Page, sim: Sim) {
      await openUnit104(page, sim);
      const { item, title, confirm } = hubPowerQuestions[kind];
      await pickFromUnitMenu(page, item);
      await doubleTapAndReload(page, page.getByRole('dialog', { name: title }).getByRole('button', { name: confirm, exact: true }));
      await expect(page.getByRole('region', { name: kind === 'reboot' ? texts.hubPower.rebootTitle : texts.hubPower.restartTitle })).toBeVisible();
    },
  })),
  {
    action: 'Repair Z-wave network (menu item)',
    call: 'hubs.repairNetwork',
    async run(page, sim) {
      await openUnit104(page, sim);
      await page.getByRole('button', { name: texts.unitDetail.moreActions }).click();
      await page.getByRole('menuitem', { name: texts.hubMenu.repairNetwork }).dblclick();
      await expect(notice(page, 'Z-Wave network repair started.')).toBeVisible();
    },
  },
  {
    action: 'Reset controller (confirmed)',
    call: 'hubs.resetNetwork',
    async run(page, sim) {
      await openUnit104(page, sim);
      await pickFromUnitMenu(page, texts.hubMenu.resetController);
      await page.getByRole('dialog', { name: texts.hubMenu.resetTitle }).getByRole('button', { name: texts.hubMenu.reset }).dblclick();
      await expect(notice(page, 'Z-Wave network reset.')).toBeVisible();
    },
  },
  {
    action: 'Transfer permissions',
    call: 'permissions.transfer',
    async run(page, sim) {
      await openUnit104(page, sim);
      await pickFromUnitMenu(page, texts.hubMenu.transferPermissions);
      const dialog = page.getByRole('dialog', { name: texts.hubMenu.transferTitle });
      await dialog.getByLabel(texts.hubMenu.oldGatewayId).fill(FREE_GATEWAY);
      await dialog.getByRole('button', { name: texts.hubMenu.transfer }).dblclick();
      await expect(notice(page, 'Permissions transferred to the hub of unit 104.')).toBeVisible();
    },
  },
  {
    action: 'Remove hub',
    call: 'hubs.disassociate',
    async run(page, sim) {
      await openUnit(sim, 1005);
      await pickFromUnitMenu(page, texts.removeHub.title);
      await doubleTapAndReload(page, page.getByRole('dialog', { name: texts.removeHub.title }).getByRole('button', { name: texts.removeHub.remove }));
      await expect(page.getByRole('heading', { name: texts.assignHub.title })).toBeVisible();
    },
  },
  {
    action: 'Nest provisioning (Next)',
    call: 'nest.provision',
    async run(page, sim) {
      await openUnit104(page, sim);
      await page.getByRole('tab', { name: texts.unitDetail.nestTab }).click();
      await page.getByRole('button', { name: texts.nest.add }).click();
      await page.getByLabel(texts.nest.serialField).fill(nest104.localId);
      await page.getByRole('button', { name: texts.nest.next }).dblclick();
      await expect(page.getByRole('status').filter({ hasText: texts.nest.provisioned })).toBeVisible();
    },
  },
  {
    action: 'Nest removal (confirmed)',
    call: 'nest.remove',
    async run(page, sim) {
      await openUnit104(page, sim);
      await sim.db((db, device) => db.create('devices', device), nest104);
      await page.getByRole('tab', { name: texts.unitDetail.nestTab }).click();
      await page.getByRole('list', { name: texts.nest.thermostat }).getByRole('button').click();
      await page.getByRole('button', { name: texts.nest.remove }).click();
      await page.getByRole('dialog', { name: texts.nest.removeTitle }).getByRole('button', { name: texts.nest.remove }).dblclick();
      await expect(page.getByText(texts.nest.none)).toBeVisible();
    },
  },
  {
    action: 'Resend pins (menu item)',
    call: 'doorCodes.resendPins',
    async run(page, sim) {
      await openDeviceMenu(page, sim);
      await page.getByRole('menuitem', { name: texts.deviceMenu.resendPins }).dblclick();
      await expect(notice(page, 'Pins resent to 1 lock.')).toBeVisible();
    },
  },
  {
    action: 'Refresh status (menu item)',
    call: 'devices.refreshStatus',
    async run(page, sim) {
      await openDeviceMenu(page, sim);
      await page.getByRole('menuitem', { name: texts.deviceMenu.refreshStatus }).dblclick();
      await expect(notice(page, 'Status refresh requested for Front Door.')).toBeVisible();
    },
  },
  {
    action: 'Fail device (confirmed)',
    call: 'hubs.failDevice',
    async run(page, sim) {
      await openDeviceMenu(page, sim);
      await page.getByRole('menuitem', { name: texts.deviceMenu.failDevice }).click();
      await page.getByRole('dialog', { name: texts.deviceMenu.failConfirmTitle }).getByRole('button', { name: texts.deviceMenu.failConfirm }).dblclick();
      await expect(notice(page, 'Node 5 (Front Door) was marked failed and removed.')).toBeVisible();
    },
  },
];

for (const { action, call, run } of cases) {
  test(`a double tap on ${action} sends ${call} once`, async ({ page, sim }) => {
    await run(page, sim);
    expect(await callCount(sim, call)).toBe(1);
    // The outcome shown is the one request's: no failure notice from a second call.
    await expect(notice(page, texts.errors.generic)).toHaveCount(0);
  });
}
