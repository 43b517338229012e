import type { Page } from '@playwright/test';
import { expect, type ScenarioObject, type Sim } from './fixtures';
import { MAPLE_COURT, MAPLE_COURT_PATH, leaveUnitUnfinished, unitRow } from './lists';
import { pickFromMenu } from './menus';
import { breakUnitScreenCode, hubPowerQuestions, openUnit, pickFromUnitMenu, startHubPowerFromMenu, unitPath } from './unit';
import { texts } from '../../../app/domain/texts';

/**
 * Every screen, sub-page and dialog the app has, each with the steps that bring it up (the
 * sign-in page is opened by its own specs). The accessibility scan and the layout check run over
 * this list, so a new screen or dialog added here gets both.
 */

const GATEWAY_104 = '9e7d2c10-4b8a-4c55-a1f3-2b6e8d9c0104';
const nest104 = { uid: 'dev-nest-a11y', localId: '09AA01AC1234', gatewayId: GATEWAY_104, name: 'Nest thermostat', model: 'Nest Learning Thermostat', deviceType: 'nest' };

export interface Screen {
  name: string;
  /** Brings the screen or dialog up; the scan runs once it returns. */
  open(page: Page, sim: Sim): Promise<void>;
  /** A dialog over a screen: checks look at the dialog (the screen behind it has its own entry). */
  dialog?: boolean;
}

async function openUnit104(page: Page, sim: Sim, scenario: string | ScenarioObject = 'default') {
  await openUnit(sim, 1004, scenario);
  await expect(page.getByRole('tab', { name: texts.unitDetail.devicesTab })).toBeVisible();
}

async function openTab(page: Page, sim: Sim, tab: string) {
  await openUnit104(page, sim);
  await page.getByRole('tab', { name: tab }).click();
  await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
}

async function openNestTabWithNest(page: Page, sim: Sim) {
  await openUnit104(page, sim);
  await sim.db((db, device) => db.create('devices', device), nest104);
  await page.getByRole('tab', { name: texts.unitDetail.nestTab }).click();
  await expect(page.getByRole('list', { name: texts.nest.thermostat })).toBeVisible();
}

/** Reboot and restart reload the page into their progress screen. */
async function startHubPower(page: Page, sim: Sim, kind: 'reboot' | 'restart', title: string) {
  await openUnit104(page, sim);
  const reloaded = page.waitForEvent('load');
  await startHubPowerFromMenu(page, kind);
  await reloaded;
  await expect(page.getByRole('region', { name: title })).toBeVisible();
}

/** Opens the support users' Remove hub wizard and passes its first `passed` pages. */
async function openSupportWizard(page: Page, sim: Sim, passed: number) {
  await openUnit104(page, sim, 'support-tools');
  await pickFromUnitMenu(page, texts.removeHub.title);
  const dialog = page.getByRole('dialog', { name: texts.removeHub.title });
  const entries: [string, string][] = [
    [texts.removeHub.unitNameField, '104'],
    [texts.removeHub.residentField, 'sam.whitaker@example.com'],
  ];
  for (const [field, entry] of entries.slice(0, passed)) {
    await dialog.getByLabel(field).fill(entry);
    await dialog.getByRole('button', { name: texts.removeHub.continue }).click();
  }
  const field = entries[passed]?.[0];
  await expect(field ? dialog.getByLabel(field) : dialog.getByRole('button', { name: texts.removeHub.copyGatewayId })).toBeVisible();
}

export const screens: Screen[] = [
  {
    name: 'community list',
    async open(page, sim) {
      await sim.openSignedIn('/', { scenario: 'default' });
      await expect(page.getByRole('list', { name: texts.communities.title }).getByRole('listitem').first()).toBeVisible();
    },
  },
  {
    name: 'side drawer',
    async open(page, sim) {
      await sim.openSignedIn(MAPLE_COURT_PATH, { scenario: 'default' });
      await page.getByRole('button', { name: texts.nav.menu }).click();
      await expect(page.getByRole('button', { name: texts.nav.signOut })).toBeVisible();
    },
  },
  {
    name: 'unit list',
    async open(page, sim) {
      await sim.openSignedIn(MAPLE_COURT_PATH, { scenario: 'default' });
      await expect(unitRow(page, '105')).toBeVisible();
    },
  },
  {
    name: 'Community Info dialog',
    dialog: true,
    async open(page, sim) {
      await sim.openSignedIn(MAPLE_COURT_PATH, { scenario: 'default' });
      await page.getByRole('button', { name: texts.units.communityInfo }).click();
      await expect(page.getByRole('dialog', { name: texts.units.communityInfo })).toBeVisible();
    },
  },
  {
    name: 'Unit Info dialog',
    dialog: true,
    async open(page, sim) {
      await sim.openSignedIn(MAPLE_COURT_PATH, { scenario: 'default' });
      await page.getByRole('button', { name: texts.units.unitInfoFor('105') }).click();
      await expect(page.getByRole('dialog')).toContainText(texts.info.notesToTechnician);
    },
  },
  {
    name: 'pending ticket dialog',
    dialog: true,
    async open(page, sim) {
      await sim.openSignedIn(MAPLE_COURT_PATH, { scenario: 'default' });
      await unitRow(page, '104').getByRole('button').first().click();
      await expect(page.getByRole('button', { name: texts.unitDetail.finish })).toBeVisible();
      await leaveUnitUnfinished(page);
      await unitRow(page, '1204').getByRole('button').first().click();
      await expect(page.getByRole('dialog')).toContainText(texts.pendingTicket.message('104', MAPLE_COURT.name));
    },
  },
  {
    name: 'unit without a hub (Assign Hub)',
    async open(page, sim) {
      await openUnit(sim, 1001);
      await expect(page.getByRole('heading', { name: texts.assignHub.title })).toBeVisible();
    },
  },
  {
    name: 'DEVICES tab',
    open: openUnit104,
  },
  {
    name: 'unit header menu',
    async open(page, sim) {
      await openUnit104(page, sim);
      await page.getByRole('button', { name: texts.unitDetail.moreActions }).click();
      await expect(page.getByRole('menu')).toBeVisible();
    },
  },
  { name: 'NEST tab', open: (page, sim) => openTab(page, sim, texts.unitDetail.nestTab) },
  {
    name: 'NEST tab with a Nest',
    open: openNestTabWithNest,
  },
  { name: 'HUB tab', open: (page, sim) => openTab(page, sim, texts.unitDetail.hubTab) },
  {
    name: 'Nest add page',
    async open(page, sim) {
      await openTab(page, sim, texts.unitDetail.nestTab);
      await page.getByRole('button', { name: texts.nest.add }).click();
      await expect(page.getByLabel(texts.nest.serialField)).toBeVisible();
    },
  },
  {
    name: 'Nest offline page',
    async open(page, sim) {
      await openNestTabWithNest(page, sim);
      await page.getByRole('button', { name: texts.nest.offlineHelp }).click();
      await expect(page.getByText(texts.nest.offlineBanner)).toBeVisible();
    },
  },
  {
    name: 'Remove Nest dialog',
    dialog: true,
    async open(page, sim) {
      await openNestTabWithNest(page, sim);
      await page.getByRole('list', { name: texts.nest.thermostat }).getByRole('button').click();
      await page.getByRole('button', { name: texts.nest.remove }).click();
      await expect(page.getByRole('dialog', { name: texts.nest.removeTitle })).toBeVisible();
    },
  },
  {
    name: 'Submit Install dialog',
    dialog: true,
    async open(page, sim) {
      await openUnit104(page, sim);
      await page.getByRole('button', { name: texts.unitDetail.finish }).click();
      await expect(page.getByRole('dialog', { name: texts.finish.title })).toBeVisible();
    },
  },
  {
    name: 'Work ticket not loaded dialog',
    dialog: true,
    async open(page, sim) {
      await openUnit104(page, sim, {
        name: 'ticket-unreadable',
        description: 'The work ticket answers 500.',
        seed: { handwritten: true },
        faults: [{ call: 'workTickets.get', status: 500 }],
      });
      await expect(page.getByRole('alert').filter({ hasText: texts.finish.ticketLoadFailed })).toBeVisible();
      await page.getByRole('button', { name: texts.nav.back }).click();
      await expect(page.getByRole('dialog', { name: texts.finish.unreadableTitle })).toBeVisible();
    },
  },
  {
    name: 'Remove hub dialog',
    dialog: true,
    async open(page, sim) {
      await openUnit104(page, sim);
      await pickFromUnitMenu(page, texts.removeHub.title);
      await expect(page.getByRole('dialog', { name: texts.removeHub.title })).toContainText(texts.removeHub.cannotUndo);
    },
  },
  ...(['first', 'second', 'last'] as const).map((step, passed) => ({
    name: `Remove hub support wizard, ${step} step`,
    dialog: true,
    open: (page: Page, sim: Sim) => openSupportWizard(page, sim, passed),
  })),
  {
    name: 'Reset Controller? dialog',
    dialog: true,
    async open(page, sim) {
      await openUnit104(page, sim);
      await pickFromUnitMenu(page, texts.hubMenu.resetController);
      await expect(page.getByRole('dialog', { name: texts.hubMenu.resetTitle })).toBeVisible();
    },
  },
  ...(['reboot', 'restart'] as const).map((kind) => ({
    name: `${hubPowerQuestions[kind].title} dialog`,
    dialog: true,
    async open(page: Page, sim: Sim) {
      await openUnit104(page, sim);
      await pickFromUnitMenu(page, hubPowerQuestions[kind].item);
      await expect(page.getByRole('dialog', { name: hubPowerQuestions[kind].title })).toBeVisible();
    },
  })),
  {
    name: 'Transfer permissions dialog',
    dialog: true,
    async open(page, sim) {
      await openUnit104(page, sim);
      await pickFromUnitMenu(page, texts.hubMenu.transferPermissions);
      await expect(page.getByRole('dialog', { name: texts.hubMenu.transferTitle })).toBeVisible();
    },
  },
  {
    name: 'Update Hub progress screen',
    async open(page, sim) {
      await openUnit(sim, 1004, 'hub-update-in-progress');
      await expect(page.getByRole('region', { name: texts.hubPower.updateTitle })).toBeVisible();
    },
  },
  { name: 'Reboot Hub progress screen', open: (page, sim) => startHubPower(page, sim, 'reboot', texts.hubPower.rebootTitle) },
  { name: 'Restart Hub progress screen', open: (page, sim) => startHubPower(page, sim, 'restart', texts.hubPower.restartTitle) },
  {
    name: 'device screen',
    async open(page, sim) {
      await openUnit104(page, sim);
      await sim.open(`${unitPath(1004)}/device/dev-1004-lock`);
      await expect(page.getByText(texts.deviceMenu.nodeId('5'))).toBeVisible();
    },
  },
  {
    name: 'Fail device? dialog',
    dialog: true,
    async open(page, sim) {
      await openUnit104(page, sim);
      await sim.open(`${unitPath(1004)}/device/dev-1004-lock`);
      await pickFromMenu(page, texts.deviceMenu.moreActions, texts.deviceMenu.failDevice);
      await expect(page.getByRole('dialog', { name: texts.deviceMenu.failConfirmTitle })).toBeVisible();
    },
  },
  {
    name: 'Ring set-up dialog (pro, every question)',
    dialog: true,
    async open(page, sim) {
      // Unit 103's ticket has a Ring doorbell to install.
      await openUnit(sim, 1003);
      await page.getByRole('button', { name: texts.ring.setUp }).click();
      const create = page.getByRole('dialog', { name: texts.ring.titles.create });
      await create.getByRole('radiogroup', { name: texts.ring.model }).getByRole('radio', { name: texts.ring.models.pro, exact: true }).check();
      await expect(create.getByRole('radiogroup', { name: texts.ring.chimeType })).toBeVisible();
    },
  },
  {
    name: 'error page',
    async open(page, sim) {
      await sim.openSignedIn(MAPLE_COURT_PATH, { scenario: 'default' });
      await breakUnitScreenCode(page);
      await unitRow(page, '103').getByRole('button').first().click();
      await expect(page.getByRole('heading', { name: texts.errorPage.title })).toBeVisible();
    },
  },
];
