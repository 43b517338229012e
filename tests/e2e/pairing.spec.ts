import type { Page } from '@playwright/test';
import { texts } from '../../app/domain/texts';
import { DEVICE_INFO_POLL_MS } from '../../app/domain/pairing/timing';
import { DEVICE_PRESS_AFTER_MS, EXCLUSION_AFTER_PRESS_MS, INCLUSION_AFTER_PRESS_MS } from '../../simulator/zwave/timing';
import { checkAccessibility } from './support/axe';
import { expect, test } from './support/fixtures';
import {
  HUB,
  UNIT,
  holdInInclusionMode,
  includeThroughController,
  manualPairing,
  nextDeviceUpdate,
  openConnections,
  openFromPanel,
  pausedScenario,
  recordHubActions,
  untilPolledAfterListing,
} from './support/pairing';
import { transitionsEnded } from './support/menus';
import { openUnit } from './support/unit';

test.use({ viewport: { width: 360, height: 780 } });

const { naming } = texts.pairing;

async function expectNoViolations(page: Page) {
  // A button that has just been enabled fades into its colours: scan once the transitions have ended.
  await transitionsEnded(page);
  const { ids, summary } = await checkAccessibility(page);
  expect(ids, summary).toEqual([]);
}

test('a door sensor included through the simulated controller: each stage, a reload in the middle, placement, a community install location, saved and shown', async ({ page, sim }) => {
  // Four accessibility scans and a reload in one journey: on a loaded 2-core machine it ran past 30 s.
  test.setTimeout(60_000);
  const actions = recordHubActions(page);
  await openUnit(sim, UNIT, pausedScenario());
  await expect(page.getByRole('region', { name: texts.pairing.panelTitle })).toBeVisible();
  await expectNoViolations(page);
  await holdInInclusionMode(sim, 'Ecolink Door/Window Sensor');
  await openFromPanel(page, sim, 'inclusion');
  await expect(page.getByRole('heading', { name: texts.pairing.includeTitle })).toBeVisible();
  await expectNoViolations(page);

  await page.getByRole('button', { name: texts.pairing.start }).click();
  const timer = page.getByRole('timer', { name: texts.pairing.countdown });
  await expect(timer).toHaveText('90');
  await expect(page.getByText(texts.pairing.instructions.inclusionMode(90))).toBeVisible();
  await expectNoViolations(page);
  // AddNode Started 1 s in is progress only: the countdown goes on.
  await sim.advanceClock(DEVICE_PRESS_AFTER_MS);
  await expect(timer).toHaveText('85');
  await sim.advanceClock(INCLUSION_AFTER_PRESS_MS.protocolDone);
  await expect(page.getByText(texts.pairing.instructions.including)).toBeVisible();
  await expect(page.getByRole('timer', { name: texts.pairing.countdown })).toHaveCount(0);
  // A reload in the middle: the flow comes back from storage, the stream opens again, the hub goes on.
  await page.reload();
  await expect(page.getByText(texts.pairing.instructions.including)).toBeVisible();
  await expect.poll(() => openConnections(sim)).toBe(1);
  // Device info lasts until a poll of the device list finds the device, which may be the one under
  // way as it is listed; the abort test holds it there.
  await sim.advanceClock(INCLUSION_AFTER_PRESS_MS.addNodeDone - INCLUSION_AFTER_PRESS_MS.protocolDone);
  await untilPolledAfterListing(page, sim);

  await expect(page.getByText(naming.sensorFor)).toBeVisible();
  // A door/window sensor senses contact: Leak and Motion are hidden, as on the device screen (spec 02 §3).
  const placementChoices = page.getByRole('radiogroup', { name: naming.sensorFor }).getByRole('radio');
  await expect(placementChoices).toHaveCount(3);
  for (const placement of ['Door', 'Sliding Door', 'Window'] as const) await expect(placementChoices.and(page.getByLabel(naming.placements[placement], { exact: true }))).toHaveCount(1);
  await expect(page.getByRole('heading', { name: naming.located })).toBeVisible();
  const next = page.getByRole('button', { name: naming.save });
  await expect(next).toBeDisabled();
  await expectNoViolations(page);
  await page.getByRole('radio', { name: naming.placements.Door, exact: true }).check();
  // Maple Court's install locations for sensors (units.configuration), de-duplicated, less the names
  // unit 104 uses (Front Door, Patio Door), five at a time.
  const suggestions = page.getByRole('group', { name: naming.suggestions });
  await expect(suggestions.getByRole('button')).toHaveText(['Water Heater', 'Under Kitchen Sink', 'Hallway', 'Back Door', 'Laundry Room', naming.more]);
  await suggestions.getByRole('button', { name: naming.more }).click();
  await expect(suggestions.getByRole('button')).toHaveText(['Water Heater', 'Under Kitchen Sink', 'Hallway', 'Back Door', 'Laundry Room', 'Garage Entry', 'Basement Stairs']);
  await suggestions.getByRole('button', { name: 'Basement Stairs' }).click();
  await expect(page.getByLabel(naming.deviceLocation)).toHaveValue('Basement Stairs');
  const update = nextDeviceUpdate(page);
  await next.click();
  const { uid, body } = await update;
  expect(body).toEqual({ givenName: 'Basement Stairs', metadata_id: 31 });
  await expect(page).toHaveURL(new RegExp(`/device/${uid}$`));
  await expect(page.getByRole('heading', { name: 'Basement Stairs', level: 2 })).toBeVisible();
  expect(actions).toEqual(['inclusion start']);
  await expect.poll(() => openConnections(sim)).toBe(0);
});

const namedDevices = [
  { kind: 'thermostat', model: 'Honeywell T6 Pro Z-Wave', field: naming.deviceName, offered: ['Hallway', 'Living Room'], pick: 'Living Room', opens: 'device' },
  { kind: 'switch', model: 'Zooz ZEN71 On/Off Switch', field: naming.deviceLocation, offered: ['Kitchen', 'Living Room', 'Dining Room', 'Primary Bedroom', 'Entryway'], pick: 'Entryway', opens: 'device' },
  // Front Door and Patio Door name devices of the unit already.
  { kind: 'lock', model: 'Yale Assure Lock 2 Keypad', field: naming.deviceLocation, offered: ['Back Door'], pick: 'Back Door', opens: 'unit' },
] as const;

for (const device of namedDevices) {
  test(`a ${device.kind} included through the simulated controller is named from its family's install locations, then ${device.opens === 'device' ? 'its screen opens' : 'the unit returns'}`, async ({ page, sim }) => {
    await openUnit(sim, UNIT, pausedScenario());
    await holdInInclusionMode(sim, device.model);
    await openFromPanel(page, sim, 'inclusion');
    await page.getByRole('button', { name: texts.pairing.start }).click();
    await includeThroughController(page, sim);
    await expect(page.getByText(naming.sensorFor)).toHaveCount(0);
    await expect(page.getByLabel(device.field)).toHaveValue('');
    await expect(page.getByRole('group', { name: naming.suggestions }).getByRole('button')).toHaveText([...device.offered]);
    await page.getByRole('group', { name: naming.suggestions }).getByRole('button', { name: device.pick }).click();
    const update = nextDeviceUpdate(page);
    await page.getByRole('button', { name: naming.save }).click();
    const { uid, body } = await update;
    expect(body).toEqual({ givenName: device.pick });
    if (device.opens === 'device') {
      await expect(page).toHaveURL(new RegExp(`/device/${uid}$`));
      await expect(page.getByRole('heading', { name: device.pick, level: 2 })).toBeVisible();
    } else {
      await expect(page.getByRole('region', { name: texts.pairing.panelTitle })).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/unit/${UNIT}$`));
    }
    expect(await sim.db((db, id) => db.find('devices', { uid: id })[0]?.name, uid)).toBe(device.pick);
  });
}

test('an unreadable stored flow is forgotten; an exclusion through the simulated controller: 30 s countdown, the last device added leaves, Done reloads the page', async ({ page, sim }) => {
  const actions = recordHubActions(page);
  await openUnit(sim, UNIT, pausedScenario());
  // A stored flow that cannot be read is forgotten: the unit opens on its tabs.
  const record = `installer:pairing:${UNIT}`;
  await page.evaluate((key) => localStorage.setItem(key, '{"mode":"exclusion","stage":'), record);
  await page.reload();
  await expect(page.getByRole('region', { name: texts.pairing.panelTitle })).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), record)).toBeNull();
  await openFromPanel(page, sim, 'exclusion');
  await expect(page.getByRole('heading', { name: texts.pairing.excludeTitle })).toBeVisible();
  await page.getByRole('button', { name: texts.pairing.start }).click();
  await expect(page.getByRole('timer', { name: texts.pairing.countdown })).toHaveText('30');
  await expect(page.getByText(texts.pairing.instructions.exclusionMode(30))).toBeVisible();
  await sim.advanceClock(DEVICE_PRESS_AFTER_MS + EXCLUSION_AFTER_PRESS_MS.removeNodeDone);
  await expect(page.getByText(texts.pairing.instructions.exclusionDone)).toBeVisible();
  // Node 11, the Water Heater Leak sensor, is the hub's node added last.
  expect(await sim.db((db) => db.find('devices', { gatewayId: '9e7d2c10-4b8a-4c55-a1f3-2b6e8d9c0104', localId: '11' }).length)).toBe(0);
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: texts.pairing.done }).click();
  await reloaded;
  await expect(page.getByRole('region', { name: texts.pairing.panelTitle })).toBeVisible();
  await expect(page.getByText('Water Heater Leak')).toHaveCount(0);
  expect(actions).toEqual(['exclusion start']);
});

test('Abort and leaving abort the hub (call log) and close the stream on purpose; leaving in device info does not abort', async ({ page, sim }) => {
  const actions = recordHubActions(page);
  await openUnit(sim, UNIT, pausedScenario());
  await openFromPanel(page, sim, 'inclusion');
  await page.getByRole('button', { name: texts.pairing.start }).click();
  await expect(page.getByRole('timer', { name: texts.pairing.countdown })).toBeVisible();
  await page.getByRole('button', { name: texts.pairing.abort }).click();
  await expect(page.getByRole('region', { name: texts.pairing.panelTitle })).toBeVisible();
  await expect.poll(() => actions).toEqual(['inclusion start', 'inclusion abort']);
  await expect.poll(() => openConnections(sim)).toBe(0);
  // Closed by the app, not dropped (the code and reason sent are checked in Node: tests/integration/hubStream.test.ts).
  const closed = await sim.control((s) => s.trace().filter((entry) => entry.type === 'stream.closed'));
  expect(closed).toEqual([expect.objectContaining({ connection: 'conn-0', by: 'app' })]);
  // The abort request went out; the hub has handled it once its answer is in.
  await expect.poll(() => sim.control((s, serial) => s.zwave.controller(serial).mode, HUB)).toBe('idle');

  // A device that never reports keeps the page in device info.
  await sim.control((s) => s.faults.add({ kind: 'hub', behaviour: 'device.sensorsNeverReport', times: 1 }));
  await holdInInclusionMode(sim, 'Honeywell T6 Pro Z-Wave');
  await openFromPanel(page, sim, 'inclusion');
  await page.getByRole('button', { name: texts.pairing.start }).click();
  await expect(page.getByRole('timer', { name: texts.pairing.countdown })).toBeVisible();
  // Up to the hub's last message (NetworkChanged, after AddNode Done), so none is left for the next run.
  await sim.advanceClock(DEVICE_PRESS_AFTER_MS + INCLUSION_AFTER_PRESS_MS.networkChanged + DEVICE_INFO_POLL_MS);
  await expect(page.getByText(texts.pairing.instructions.deviceInfo)).toBeVisible();
  await page.getByRole('button', { name: texts.nav.back }).click();
  await expect.poll(() => openConnections(sim)).toBe(0);
  expect(actions).toEqual(['inclusion start', 'inclusion abort', 'inclusion start']);

  await holdInInclusionMode(sim, 'Zooz ZEN71 On/Off Switch');
  await openFromPanel(page, sim, 'inclusion');
  await page.getByRole('button', { name: texts.pairing.start }).click();
  await expect(page.getByRole('timer', { name: texts.pairing.countdown })).toBeVisible();
  await sim.advanceClock(DEVICE_PRESS_AFTER_MS + INCLUSION_AFTER_PRESS_MS.protocolDone);
  await expect(page.getByText(texts.pairing.instructions.including)).toBeVisible();
  await page.getByRole('button', { name: texts.nav.back }).click();
  await expect.poll(() => actions).toEqual(['inclusion start', 'inclusion abort', 'inclusion start', 'inclusion start', 'inclusion abort']);
  await expect.poll(() => openConnections(sim)).toBe(0);
});

test('without the new-pairing and yale-lock-master-codes flags: floating include and exclude buttons on the DEVICES tab only, no start-inclusion buttons, no Yale question; Reset Controller? asks first, then resets', async ({ page, sim }) => {
  await openUnit(sim, UNIT, manualPairing({ 'new-pairing': false, 'yale-lock-master-codes': false }));
  await expect(page.getByRole('list', { name: texts.unitDetail.devicesToInstall })).toBeVisible();
  await expect(page.getByRole('button', { name: texts.yale.startInclusion })).toHaveCount(0);
  await expect(page.getByRole('region', { name: texts.pairing.panelTitle })).toHaveCount(0);
  const include = page.getByRole('button', { name: texts.pairing.includeDevice });
  await expect(include).toBeVisible();
  await expect(page.getByRole('button', { name: texts.pairing.excludeDevice })).toBeVisible();
  await page.getByRole('tab', { name: texts.unitDetail.nestTab }).click();
  await expect(include).toHaveCount(0);
  await page.getByRole('tab', { name: texts.unitDetail.devicesTab }).click();
  await include.click();
  await expect(page.getByRole('heading', { name: texts.pairing.includeTitle })).toBeVisible();
  await expect(page.getByRole('button', { name: texts.pairing.start })).toBeEnabled();
  await expect(page.getByRole('group', { name: texts.yale.question })).toHaveCount(0);

  await page.getByRole('button', { name: texts.pairing.resetController }).click();
  const dialog = page.getByRole('dialog', { name: texts.hubMenu.resetTitle });
  await expect(dialog.getByText(texts.hubMenu.resetText)).toBeVisible();
  await dialog.getByRole('button', { name: texts.hubMenu.reset }).click();
  await expect(page.getByText('Z-Wave network reset.')).toBeVisible();
  expect((await sim.calls()).filter((call) => call.name === 'hubs.resetNetwork').map((call) => call.status)).toEqual([200]);
});
