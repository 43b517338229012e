import { expect, test } from './support/fixtures';
import { MAPLE_COURT as MAPLE_COURT_COMMUNITY, unitRow } from './support/lists';
import { requestsSentDuring } from './support/requests';
import { callCount, faultScenarios, MAPLE_COURT, openUnit, unitPath } from './support/unit';
import { texts } from '../../app/domain/texts';
import { theme } from '../../app/ui/theme';

/** '#c62828' as computed styles give it: 'rgb(198, 40, 40)'. */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;

const zWaveList = (page: import('@playwright/test').Page) => page.getByRole('list', { name: texts.unitDetail.zWaveDevices });
const row = (page: import('@playwright/test').Page, name: string) => zWaveList(page).getByRole('button', { name });

test.describe('DEVICES tab', () => {
  test('shows every Z-Wave device of unit 104 with its status, and the devices to install', async ({ page, sim }) => {
    await openUnit(sim, 1004);
    await expect(page.getByRole('tab', { name: texts.unitDetail.devicesTab })).toHaveAttribute('aria-selected', 'true');
    const s = texts.deviceStatus;
    const expected: Array<[string, string]> = [
      ['Front Door', s.locked],
      // A thermostat shows its mode as the hub reports it.
      ['Hallway Thermostat', 'COOL'],
      ['Kitchen Lights', s.on],
      ['Living Room Lights', s.percent(45)],
      ['Patio Door', s.closed],
      ['Hallway Motion', s.motion],
      ['Water Heater Leak', s.test],
    ];
    await expect(zWaveList(page).getByRole('button')).toHaveCount(expected.length);
    for (const [name, status] of expected) await expect(row(page, name)).toContainText(status);
    // The gateway is not a Z-Wave device; a leak sensor with alerts off reads TEST in the error colour.
    await expect(zWaveList(page)).not.toContainText('Hub');
    await expect(row(page, 'Water Heater Leak').getByText(texts.deviceStatus.test, { exact: true })).toHaveCSS('color', rgb(theme.palette.error.main));

    const toInstall = page.getByRole('list', { name: texts.unitDetail.devicesToInstall });
    await expect(toInstall.getByRole('listitem').filter({ hasText: '1 x Yale Assure Lock 2 Touchscreen' })).toContainText(texts.unitDetail.todoPairedIncomplete);
    await expect(toInstall.getByRole('listitem').filter({ hasText: '1 x Ecolink Door/Window Sensor' })).toContainText(texts.unitDetail.todoPairedComplete);
    await expect(page.getByRole('button', { name: texts.unitDetail.finish })).toBeVisible();
  });

  test('polls the devices every 3 s: a lock opened on the hub reads UNLOCKED', async ({ page, sim }) => {
    await openUnit(sim, 1004);
    await expect(row(page, 'Front Door')).toContainText(texts.deviceStatus.locked);
    await sim.db((db) => db.update('devices', { uid: 'dev-1004-lock' }, { sensors: [{ sensorType: 'DoorLocked', value: 'False', timeIssued: new Date().toISOString() }] }));
    await sim.advanceClock(3_000);
    await expect(row(page, 'Front Door')).toContainText(texts.deviceStatus.unlocked);
  });

  test('a unit with a hub but nothing paired: no devices, everything still to pair, no work ticket button without a ticket', async ({ page, sim }) => {
    await openUnit(sim, 1008);
    await expect(page.getByText(texts.unitDetail.noZWaveDevices)).toBeVisible();
    const toInstall = page.getByRole('list', { name: texts.unitDetail.devicesToInstall });
    await expect(toInstall.getByRole('listitem').filter({ hasText: '2 x Yale Assure Lock SL' })).toContainText(texts.unitDetail.todoNotPaired);
    await page.goto(unitPath(1006));
    await expect(page.getByText(texts.unitDetail.noZWaveDevices)).toBeVisible();
    await expect(page.getByRole('button', { name: texts.unitDetail.finish })).toHaveCount(0);
  });

  for (const style of ['unit', 'unit_v2'] as const) {
    test(`a device row opens the device screen on the ${style} route`, async ({ page, sim }) => {
      await openUnit(sim, 1004, 'default', style);
      await row(page, 'Kitchen Lights').click();
      await expect(page).toHaveURL(`/community/${MAPLE_COURT}/${style}/1004/device/dev-1004-switch`);
    });
  }

  test('units without a hub show the no-hub panel', async ({ page, sim }) => {
    await openUnit(sim, 1001);
    await expect(page.getByText(texts.unitDetail.noHub)).toBeVisible();
    await expect(page.getByRole('tab')).toHaveCount(0);
    await page.goto(unitPath(1002));
    await expect(page.getByText(texts.unitDetail.noHubSerial)).toBeVisible();
  });

  test('a device list that cannot be loaded shows the error view with the support phone', async ({ page, sim }) => {
    await openUnit(sim, 1004, faultScenarios.deviceListDown);
    const view = page.getByRole('alert');
    await expect(view).toContainText(texts.errorView.title);
    await expect(view).toContainText(texts.errorView.deviceDetailsMissing);
    await expect(view).toContainText('(888) 555-0142');
  });
});

test.describe('polling', () => {
  test('devices every 3 s, hub and update status every 10 s, and nothing after leaving the screen', async ({ page, sim }) => {
    // Unit 103's ticket is submitted, so the back arrow leaves (an open one opens the finish dialog instead).
    await openUnit(sim, 1003);
    await expect(row(page, 'Front Door')).toBeVisible();
    await expect.poll(() => callCount(sim, 'hubs.status')).toBe(1);
    const start = { devices: await callCount(sim, 'devices.listByHub'), status: await callCount(sim, 'hubs.status'), update: await callCount(sim, 'hubs.updateStatus') };
    for (let step = 1; step <= 10; step += 1) {
      await sim.advanceClock(3_000);
      await expect.poll(() => callCount(sim, 'devices.listByHub')).toBeGreaterThanOrEqual(start.devices + step);
    }
    // 30 s of polling: about 3 hub status and 3 update status polls (real time also moves the clock a little).
    const devices = (await callCount(sim, 'devices.listByHub')) - start.devices;
    const status = (await callCount(sim, 'hubs.status')) - start.status;
    const update = (await callCount(sim, 'hubs.updateStatus')) - start.update;
    // 30 s at one poll per 3 s: ten, and a faster interval would show more.
    expect(devices).toBeLessThanOrEqual(12);
    expect(status).toBeGreaterThanOrEqual(2);
    expect(status).toBeLessThanOrEqual(4);
    expect(update).toBeGreaterThanOrEqual(2);
    expect(update).toBeLessThanOrEqual(4);

    await page.getByRole('button', { name: texts.nav.back }).click();
    await expect(page).toHaveURL(`/community/${MAPLE_COURT}`);
    // The unit list's own loads (community and units) are done before listening for polls.
    await expect(page.getByRole('heading', { name: MAPLE_COURT_COMMUNITY.name })).toBeVisible();
    await expect(unitRow(page, '105')).toBeVisible();
    const sent = await requestsSentDuring(page, async () => {
      for (let step = 0; step < 3; step += 1) await sim.advanceClock(10_000);
    });
    expect(sent.filter((path) => path.startsWith('/api/'))).toEqual([]);
  });
});

const GATEWAY_104 = '9e7d2c10-4b8a-4c55-a1f3-2b6e8d9c0104';
const nestSerial = '09AA01AC1234';
const nestDevice = { uid: 'dev-nest-1', localId: nestSerial, gatewayId: GATEWAY_104, name: 'Nest thermostat', model: 'Nest Learning Thermostat', deviceType: 'nest' };

test.describe('NEST tab', () => {
  test('adds a Nest by serial (Enter sends it), shows it with its S/N, and removes it after the confirmation', async ({ page, sim }) => {
    await openUnit(sim, 1004, faultScenarios.slowNest);
    await page.getByRole('tab', { name: texts.unitDetail.nestTab }).click();
    await expect(page.getByText(texts.nest.none)).toBeVisible();
    await page.getByRole('button', { name: texts.nest.add }).click();

    await page.getByLabel(texts.nest.serialField).fill(nestSerial);
    await page.getByLabel(texts.nest.serialField).press('Enter');
    await expect(page.getByRole('status')).toHaveText(texts.nest.provisioning);
    await sim.advanceClock(2_000);
    await expect(page.getByRole('status')).toHaveText(texts.nest.provisioned);
    const provision = (await sim.calls()).find((call) => call.name === 'nest.provision');
    expect(provision).toMatchObject({ method: 'PUT', path: `/v3/nest/device/${GATEWAY_104}/${nestSerial}/`, status: 200 });
    await page.getByRole('button', { name: texts.nest.done }).click();

    const entry = page.getByRole('list', { name: texts.nest.thermostat });
    await expect(entry).toContainText(texts.nest.thermostat);
    await expect(entry).toContainText(texts.nest.serialNumber(nestSerial));
    await expect(page.getByRole('button', { name: texts.nest.add })).toHaveCount(0);
    // Nest is not a Z-Wave device.
    await page.getByRole('tab', { name: texts.unitDetail.devicesTab }).click();
    await expect(zWaveList(page)).not.toContainText(texts.nest.thermostat);

    await page.getByRole('tab', { name: texts.unitDetail.nestTab }).click();
    await entry.getByRole('button').click();
    await expect(page.getByLabel(texts.nest.serialField)).toHaveValue(nestSerial);
    await expect(page.getByLabel(texts.nest.serialField)).toHaveAttribute('readonly', '');
    await page.getByRole('button', { name: texts.nest.remove }).click();
    const dialog = page.getByRole('dialog', { name: texts.nest.removeTitle });
    await expect(dialog).toContainText(texts.nest.removeText);
    await dialog.getByRole('button', { name: texts.nest.cancel }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: texts.nest.remove }).click();
    await dialog.getByRole('button', { name: texts.nest.remove }).click();
    await expect(page.getByText(texts.nest.none)).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: texts.nest.removed })).toBeVisible();
    expect(await sim.db((db, uid) => db.find('devices', { localId: uid }), nestSerial)).toEqual([]);
    expect(await callCount(sim, 'nest.provision')).toBe(1);
  });

  test('a failed removal right after provisioning shows its error alone, not under the success line', async ({ page, sim }) => {
    await openUnit(sim, 1004, {
      name: 'nest-removal-fails',
      description: 'Removing a Nest answers 500.',
      seed: { handwritten: true },
      faults: [{ call: 'nest.remove', status: 500, body: { message: 'The Nest could not be removed.' } }],
    });
    await page.getByRole('tab', { name: texts.unitDetail.nestTab }).click();
    await page.getByRole('button', { name: texts.nest.add }).click();
    await page.getByLabel(texts.nest.serialField).fill(nestSerial);
    await page.getByRole('button', { name: texts.nest.next }).click();
    await expect(page.getByRole('status')).toHaveText(texts.nest.provisioned);
    await page.getByRole('button', { name: texts.nest.remove }).click();
    await page.getByRole('dialog', { name: texts.nest.removeTitle }).getByRole('button', { name: texts.nest.remove }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'The Nest could not be removed.' })).toBeVisible();
    await expect(page.getByText(texts.nest.provisioned)).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('on a phone the Add button sits at the bottom right of the window', async ({ page, sim }) => {
    await page.setViewportSize({ width: 360, height: 760 });
    await openUnit(sim, 1004);
    await page.getByRole('tab', { name: texts.unitDetail.nestTab }).click();
    const box = await page.getByRole('button', { name: texts.nest.add }).boundingBox();
    expect(box).not.toBeNull();
    expect(760 - ((box?.y ?? 0) + (box?.height ?? 0))).toBe(16);
    expect(360 - ((box?.x ?? 0) + (box?.width ?? 0))).toBe(16);
  });

  test('a failed provisioning says so and lets the installer try again', async ({ page, sim }) => {
    await openUnit(sim, 1004, 'nest-provisioning-fails');
    await page.getByRole('tab', { name: texts.unitDetail.nestTab }).click();
    await page.getByRole('button', { name: texts.nest.add }).click();
    await page.getByLabel(texts.nest.serialField).fill(nestSerial);
    await page.getByRole('button', { name: texts.nest.next }).click();
    await expect(page.getByRole('status')).toHaveText(texts.errors.nestProvisioning);
    await expect(page.getByRole('button', { name: texts.nest.next })).toBeEnabled();
    await page.getByRole('button', { name: texts.nav.back }).click();
    await expect(page.getByText(texts.nest.none)).toBeVisible();
  });

  test('the offline help page explains the steps and provisions the Nest again', async ({ page, sim }) => {
    await openUnit(sim, 1004);
    await sim.db((db, device) => db.create('devices', device), nestDevice);
    await page.getByRole('tab', { name: texts.unitDetail.nestTab }).click();
    await page.getByRole('button', { name: texts.nest.offlineHelp }).click();
    await expect(page.getByText(texts.nest.offlineBanner)).toBeVisible();
    await expect(page.getByRole('listitem')).toHaveText([texts.nest.offlineStep1, texts.nest.offlineStep2]);
    await page.getByRole('button', { name: texts.nest.provisionAgain }).click();
    await expect(page.getByRole('status')).toHaveText(texts.nest.provisioned);
  });
});

test.describe('HUB tab', () => {
  const field = (page: import('@playwright/test').Page, label: string) => page.getByLabel(label, { exact: true });

  test('shows every read-only field of the hub of unit 104', async ({ page, sim }) => {
    await openUnit(sim, 1004);
    await page.getByRole('tab', { name: texts.unitDetail.hubTab }).click();
    const h = texts.hub;
    await expect(field(page, h.serial)).toHaveValue('HB2-1000104');
    await expect(field(page, h.gatewayId)).toHaveValue(GATEWAY_104);
    await expect(field(page, h.commandBroker)).toHaveValue(h.brokerIot);
    await expect(field(page, h.commit)).toHaveValue('3f9c2e1b7a4d8c0e5f6a1b2c3d4e5f60718293a4');
    await expect(field(page, h.branch)).toHaveValue('production');
    await expect(field(page, h.releaseGroup)).toHaveValue('hub-stable');
    await expect(field(page, h.lastBoot)).toHaveValue(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M \S+$/);
    await expect(field(page, h.internetDelivery)).toHaveValue('ethernet');
    await expect(field(page, h.ethernetIp)).toHaveValue('192.168.40.17');
    await expect(field(page, h.cellularIp)).toHaveValue(h.empty);
    await expect(field(page, h.cellularSignal)).toHaveValue('71%');
    await expect(field(page, h.iccid)).toHaveValue('89012600000021000104');
    await expect(field(page, h.lastHeartbeat)).toHaveValue(/^[01] minutes? ago$/);
    await expect(field(page, h.serial)).toHaveAttribute('readonly', '');
    await expect(page.getByText(h.poorSignal)).toHaveCount(0);
    await expect(page.getByText(h.offline)).toHaveCount(0);

    // A hub on the other command broker, without a SIM number.
    await sim.db((db) => db.update('hubs', { hub_serial_number: 'HB2-1000104' }, { is_iot_hub: false, iccid: null }));
    await sim.advanceClock(10_000);
    await expect(field(page, h.commandBroker)).toHaveValue(h.brokerStream);
    await expect(field(page, h.iccid)).toHaveValue(h.notAvailable);
  });

  test('a hub on cellular alone with a weak signal shows the yellow banner with its help link', async ({ page, sim }) => {
    await openUnit(sim, 1004, 'poor-cellular-signal');
    await page.getByRole('tab', { name: texts.unitDetail.hubTab }).click();
    const banner = page.getByRole('alert').filter({ hasText: texts.hub.poorSignal });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('link', { name: texts.hub.poorSignalHelp })).toHaveAttribute('href', /^https:\/\//);
    await expect(field(page, texts.hub.cellularSignal)).toHaveValue('18%');
    // Back on ethernet: no banner.
    await sim.db((db) => db.update('hubs', { hub_serial_number: 'HB2-1000104' }, { ethernet_ip_address: '192.168.40.17' }));
    await sim.advanceClock(10_000);
    await expect(banner).toHaveCount(0);
  });

  test('a hub without heartbeat for 2 hours: relative heartbeat and, behind its flag, the offline banner', async ({ page, sim }) => {
    await openUnit(sim, 1004, 'hub-offline');
    // The DEVICES tab says so too: its states are the last the hub reported.
    await expect(page.getByRole('alert').filter({ hasText: texts.hub.offline })).toContainText(texts.hub.offlineDevicesStale);
    await page.getByRole('tab', { name: texts.unitDetail.hubTab }).click();
    await expect(field(page, texts.hub.lastHeartbeat)).toHaveValue(/^2 hours [0-9] minutes? ago$/);
    await expect(page.getByRole('alert').filter({ hasText: texts.hub.offline })).toBeVisible();
    // Over a day old, the heartbeat shows as a local date and time with zone.
    await sim.control((s) => s.clock.jump(23 * 60 * 60 * 1000));
    await expect(field(page, texts.hub.lastHeartbeat)).toHaveValue(/^Nov 23, 2026, \d{1,2}:00 [AP]M \S+$/);
  });

  test('the offline banner stays hidden with the hub-connectivity-banner flag off', async ({ page, sim }) => {
    await openUnit(sim, 1004, {
      name: 'hub-offline-no-banner',
      description: 'Offline hub, banner flag off.',
      seed: { handwritten: true },
      flags: { 'hub-connectivity-banner': false },
      clock: { start: '2026-11-23T15:00:00Z' },
      hubs: [{ serial: 'HB2-1000104', online: false, set: { last_seen: '2026-11-23T13:00:00Z' } }],
    });
    await expect(zWaveList(page)).toBeVisible();
    await expect(page.getByText(texts.hub.offline)).toHaveCount(0);
    await page.getByRole('tab', { name: texts.unitDetail.hubTab }).click();
    await expect(field(page, texts.hub.lastHeartbeat)).toHaveValue(/^2 hours/);
    await expect(page.getByText(texts.hub.offline)).toHaveCount(0);
  });
});
