// The trainer's director panel, issue 15's second slice: inject now (a failing inclusion stage, a
// reboot, a door-code sync status), physical steps, save and load a scenario file, and a training
// exercise ticked as the test performs it. Time moves only with the simulator clock.
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { texts } from '../../app/domain/texts';
import { panelTexts } from '../../simulator/panel/texts';
import { DEVICE_PRESS_AFTER_MS } from '../../simulator/zwave/timing';
import { checkAccessibility } from './support/axe';
import { expect, test, type Sim } from './support/fixtures';
import { HUB_TO_INSTALL, UNIT_TO_INSTALL, openFromPanel, pausedScenario } from './support/pairing';
import { openUnit, unitPath } from './support/unit';

test.describe.configure({ timeout: 60_000 });

async function openPanel(page: Page): Promise<Locator> {
  const panel = page.getByRole('complementary', { name: panelTexts.region });
  const toggle = panel.getByRole('button', { name: panelTexts.toggle, exact: true });
  if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  await expect(panel.getByRole('heading', { name: panelTexts.heading })).toBeVisible();
  return panel;
}

const errorView = (page: Page) => page.getByRole('alert').filter({ hasText: texts.errorView.title });
const words = texts.pairing.errors;

/** Runs `act` and waits for the page to reload and the simulator of the new page to start. */
async function expectReload(page: Page, act: () => Promise<void>): Promise<void> {
  const reloaded = page.waitForEvent('load');
  await act();
  await reloaded;
  await page.waitForFunction(() => window.__simulator !== undefined && (document.getElementById('root')?.childElementCount ?? 0) > 0);
}

/** What a saved scenario must give back: the data the pairing touched, the faults, the clock. */
const snapshot = (sim: Sim) =>
  sim.control((s) => ({
    now: s.clock.now(),
    paused: s.clock.paused(),
    hubs: s.db.list('hubs'),
    devices: s.db.list('devices'),
    controllers: s.db.list('zwaveControllers'),
    faults: s.faults.list(),
    pending: s.steps.pending(),
  }));

test('at 360 px: a failing inclusion stage and a reboot injected from the panel reach the app without a reload; saved, the file loads back into the same state', async ({ page, sim }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await openUnit(sim, UNIT_TO_INSTALL, pausedScenario('default'));
  await openFromPanel(page, sim, 'inclusion', HUB_TO_INSTALL);
  const panel = await openPanel(page);
  const inject = panel.getByRole('region', { name: panelTexts.inject.heading });
  const outcome = inject.getByRole('status');

  await inject.getByLabel(panelTexts.inject.hub).selectOption(HUB_TO_INSTALL);
  await inject.getByLabel(panelTexts.inject.stage).selectOption('protocol');
  await inject.getByRole('button', { name: panelTexts.inject.failInclusion }).click();
  await expect(outcome).toContainText(`The next inclusion of ${HUB_TO_INSTALL} fails`);
  const app = page.getByRole('main');
  await app.getByRole('button', { name: texts.pairing.start, exact: true }).click();
  // The countdown shows once the hub has answered the start: only then does the clock move it on.
  await expect(app.getByRole('timer', { name: texts.pairing.countdown })).toBeVisible();
  // The device is heard 5 s after the start; the protocol exchange fails 2 s later.
  await sim.advanceClock(DEVICE_PRESS_AFTER_MS + 2_000);
  await expect(errorView(page).getByText(words.include, { exact: true })).toBeVisible();

  await inject.getByRole('button', { name: panelTexts.inject.reboot }).click();
  await expect(outcome).toHaveText(panelTexts.inject.rebooting(HUB_TO_INSTALL));
  await app.getByRole('button', { name: texts.pairing.buttons.tryAgain, exact: true }).click();
  // A rebooting hub answers the start call 409: the prep error.
  await expect(errorView(page).getByText(words.prep, { exact: true })).toBeVisible();

  const { ids, summary } = await checkAccessibility(page, { context: '.sim-panel' });
  expect(ids, summary).toEqual([]);

  // Saved, then loaded from the file: the same hub, devices, controller, faults and clock.
  const before = await snapshot(sim);
  const downloading = page.waitForEvent('download');
  await panel.getByRole('button', { name: panelTexts.scenario.save }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('default-paused-saved.json');
  const file = await readFile(await download.path(), 'utf8');
  expect(JSON.parse(file)).toMatchObject({ name: 'default-paused-saved', clock: { paused: true } });

  const fileInput = panel.getByLabel(panelTexts.scenario.load);
  await fileInput.setInputFiles({ name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from('{"name": "x",') });
  await expect(panel.getByRole('alert')).toContainText('broken.json is not a scenario file (not valid JSON');
  expect(await sim.control((s) => s.scenario().name)).toBe('default-paused');

  await sim.control((s) => s.startScenario('default'));
  await expectReload(page, () => fileInput.setInputFiles({ name: 'saved.json', mimeType: 'application/json', buffer: Buffer.from(file) }));
  expect(await sim.control((s) => s.scenario().name)).toBe('default-paused-saved');
  expect(await snapshot(sim)).toEqual(before);
  // A scenario file holds no sessions: the reloaded app is sent to sign-in (and forgets the open
  // pairing flow). Adopting the session before that 401 would let the old flow resume instead.
  await expect(page).toHaveURL(/\/login$/);
  await sim.adoptSession();
  await sim.open(unitPath(UNIT_TO_INSTALL));
  await expect(page.getByRole('tab', { name: texts.unitDetail.devicesTab })).toBeVisible();
  expect(await sim.control((s, serial) => s.hub.get(serial).then((hub) => hub.lifecycle), HUB_TO_INSTALL)).toMatchObject({ kind: 'rebooting' });
});

test('at 1280 px: the first-install exercise ticks its objectives as they are met and sums up; a door opened and a sync status set at the panel show in the app', async ({ page, sim }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await sim.openSignedIn(unitPath(1001), { scenario: 'exercise-first-install' });
  await sim.control((s) => s.clock.pause());
  const panel = await openPanel(page);
  const exercise = panel.getByRole('region', { name: panelTexts.exercise.heading });
  const objectives = exercise.getByRole('list', { name: panelTexts.exercise.objectives }).getByRole('listitem');
  const met = () => objectives.filter({ hasText: `(${panelTexts.exercise.met} ` });
  await expect(objectives).toHaveCount(4);
  await expect(met()).toHaveCount(0);
  await exercise.getByRole('button', { name: panelTexts.exercise.hint }).click();
  await expect(exercise.getByRole('list', { name: panelTexts.exercise.hints }).getByRole('listitem')).toHaveText([/^Open Maple Court Apartments/]);

  // The trainee assigns the hub in the app: the page reloads, the panel stays open with the first tick.
  await page.getByLabel(texts.hub.serial).fill('HB2-1000901');
  await expectReload(page, () => page.getByRole('button', { name: texts.assignHub.continue }).click());
  await expect(objectives.nth(0)).toContainText(panelTexts.exercise.met);
  await expect(met()).toHaveCount(1);

  // The slow parts by the control API: three devices joined, a sync of the lock started.
  await sim.control(async (s) => {
    const [unit] = s.db.find('units', { id: 1001 });
    for (const [uid, deviceType, model] of [['new-lock', 'lock', 'Yale Assure Lock 2 Keypad'], ['new-thermostat', 'thermostat', 'Honeywell T6 Pro Z-Wave'], ['new-switch', 'switch', 'Zooz ZEN71 On/Off Switch']]) {
      await s.db.create('devices', { uid, gatewayId: unit?.gatewayId, localId: '2', name: '', model, deviceType, metadata_id: null, device_metadata: [], sensors: [] });
    }
    await s.steps.run({ 'doorCodes.start': { deviceUid: 'new-lock' } });
  });
  await expect(met()).toHaveCount(2);
  // The sync finished from the panel.
  const inject = panel.getByRole('region', { name: panelTexts.inject.heading });
  await inject.getByLabel(panelTexts.inject.syncStatus).selectOption('complete');
  await inject.getByRole('button', { name: panelTexts.inject.setSync }).click();
  await expect(met()).toHaveCount(3);
  await sim.advanceClock(90_000);
  await sim.db((db, at) => db.create('submissions', { id: 'sub-1', addressId: 1001, at, body: { workTicketFields: { Status__c: 'Complete', Incomplete_reason__c: null } } }), await sim.control((s) => s.clock.now()));
  await expect(met()).toHaveCount(4);
  await expect(exercise.getByRole('status')).toHaveText(/^Done in 1 min 3\d s of simulator time \(\d+ s of real time\): 4 of 4 objectives met, 1 hint\(s\) used\.$/);

  const { ids, summary } = await checkAccessibility(page, { context: '.sim-panel' });
  expect(ids, summary).toEqual([]);

  // At the door: the Patio Door of unit 104 opened from the panel; the device screen shows it at its next poll.
  await sim.adoptSession();
  await sim.open(`${unitPath(1004)}/device/dev-1004-door`);
  const field = page.getByLabel(texts.deviceDetail.labels.sensorState, { exact: true });
  await expect(field).toHaveValue(texts.deviceDetail.values.closed);
  const physical = panel.getByRole('region', { name: panelTexts.physical.heading });
  await physical.getByLabel(panelTexts.physical.sensor).selectOption({ label: panelTexts.physical.sensorLabel('104', 'Patio Door', 'door') });
  await physical.getByRole('button', { name: panelTexts.physical.open }).click();
  await expect(physical.getByRole('status')).toHaveText(panelTexts.physical.done('Patio Door', panelTexts.physical.open.toLowerCase()));
  await sim.stepClock(3_000);
  await expect(field).toHaveValue(texts.deviceDetail.values.open);

  // Unit 105's lock is syncing: paused from the panel, its device screen's sync dialog says so.
  await inject.getByLabel(panelTexts.inject.syncLock).selectOption('dev-1005-lock');
  await inject.getByLabel(panelTexts.inject.syncStatus).selectOption('paused');
  await inject.getByRole('button', { name: panelTexts.inject.setSync }).click();
  await expect(inject.getByRole('status')).toHaveText(panelTexts.inject.syncSet('dev-1005-lock', 'paused'));
  await sim.open(`${unitPath(1005)}/device/dev-1005-lock`);
  const dialog = page.getByRole('dialog', { name: texts.doorCodes.title });
  await expect(dialog.getByText(texts.doorCodes.banners.paused)).toBeVisible();
});

test('at 1280 px: an open app dialog leaves the panel usable: a sync paused from it shows in the dialog, which stays open', async ({ page, sim }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await sim.openSignedIn(`${unitPath(1005)}/device/dev-1005-lock`, { scenario: 'exercise-first-install' });
  const dialog = page.getByRole('dialog', { name: texts.doorCodes.title });
  await expect(dialog.getByText(texts.doorCodes.sendingPercent(60))).toBeVisible();
  // A role query finds only what assistive technology is shown: the dialog must not hide the panel.
  const panel = await openPanel(page);
  const inject = panel.getByRole('region', { name: panelTexts.inject.heading });
  const status = inject.getByLabel(panelTexts.inject.syncStatus);
  await inject.getByLabel(panelTexts.inject.syncLock).selectOption('dev-1005-lock');
  // The dialog's focus trap would take the focus straight back from the panel's field.
  await status.focus();
  await expect(status).toBeFocused();
  await status.selectOption('paused');
  await inject.getByRole('button', { name: panelTexts.inject.setSync }).click();
  await expect(inject.getByRole('status')).toHaveText(panelTexts.inject.syncSet('dev-1005-lock', 'paused'));
  await sim.advanceClock(10_000);
  await expect(dialog.getByText(texts.doorCodes.banners.paused)).toBeVisible();
});
