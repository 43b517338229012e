import type { Locator, Page } from '@playwright/test';
import { demoInstaller, expect, test, type Sim } from './support/fixtures';
import { MAPLE_COURT, MAPLE_COURT_PATH, leaveUnitUnfinished, unitRow, variantOf } from './support/lists';
import { breakUnitScreenCode, faultScenarios, openUnit, pickFromUnitMenu, unitPath } from './support/unit';
import { UNIT, includeByHand, manualPairing, newSensor, newThermostat, openConnections, openFromPanel, openSetupPage } from './support/pairing';
import { texts } from '../../app/domain/texts';
import { filledIn, screenStates, specText, specTexts, type ScreenState } from '../support/specTexts';

/**
 * The specification's quoted texts as the app renders them (tests/support/specTexts.ts). The
 * texts are looked up on screen in the spec's own words, never through the catalogue, so a typo in
 * the catalogue fails here. Navigation uses the catalogue like every other test.
 */

interface Check {
  page: Page;
  sim: Sim;
  /**
   * Expects the spec text (placeholders filled in from `values`) on screen, or as the text or
   * value of `within`.
   */
  sees(text: string, options?: { values?: Record<string, string | RegExp>; within?: Locator }): Promise<void>;
}

async function expectShown(page: Page, expected: string | RegExp, within: Locator | undefined) {
  if (!within) {
    await expect(page.getByText(expected, { exact: true }).first()).toBeVisible();
    return;
  }
  const isField = await within.evaluate((element) => element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement);
  if (isField) await expect(within).toHaveValue(expected);
  else await expect(within).toHaveText(expected);
}

const reach: Record<ScreenState, (check: Check) => Promise<void>> = {
  async 'sign-in and lists'({ page, sim, sees }) {
    await sim.open('/login', { scenario: 'default' });
    await page.getByLabel(texts.signIn.email).fill(demoInstaller.email);
    await page.getByLabel(texts.signIn.password).fill('not-the-password');
    await page.getByRole('button', { name: texts.signIn.submit, exact: true }).click();
    await sees('Invalid Username or Password', { within: page.getByRole('alert') });

    await sim.adoptSession();
    await sim.open('/');
    await page.getByLabel(texts.communities.search).fill('no community is called this');
    await sees('No communities match');

    await sim.open(MAPLE_COURT_PATH);
    await sees('Vacant', { within: unitRow(page, '103').getByText(/Vacant/) });
    await sees('PTE Notes');
    await sees('Notes to Technician');
    await page.getByRole('button', { name: texts.nav.menu }).click();
    await sees('Switch community', { within: page.getByRole('button', { name: texts.nav.switchCommunity }) });
    await sees('Sign out', { within: page.getByRole('button', { name: texts.nav.signOut }) });
    await page.keyboard.press('Escape');
    await page.getByLabel(texts.units.search).fill('999');
    await sees('No units match');
    await page.getByLabel(texts.units.search).fill('');

    // Work started on unit 104 holds up opening another unit.
    await unitRow(page, '104').getByRole('button').first().click();
    await expect(page.getByRole('button', { name: texts.unitDetail.finish })).toBeVisible();
    await leaveUnitUnfinished(page);
    await unitRow(page, '1204').getByRole('button').first().click();
    await sees('Please mark unit {unit} at {community} as complete or incomplete before proceeding to the next unit.', {
      values: { '{unit}': '104', '{community}': MAPLE_COURT.name },
      within: page.getByRole('dialog').getByText(/^Please mark unit/),
    });

    await sim.db((db, communityId) => db.remove('units', { communityId }), MAPLE_COURT.uid);
    await page.reload();
    await sees('No units');
  },

  async 'error page'({ page, sim, sees }) {
    await sim.openSignedIn(MAPLE_COURT_PATH, { scenario: 'default' });
    await breakUnitScreenCode(page);
    await unitRow(page, '103').getByRole('button').first().click();
    await sees("We're sorry — something's gone wrong.", { within: page.getByRole('heading', { level: 1 }) });
    await sees('Our team has been notified, but click here fill out a report.');
  },

  async 'unit screen'({ page, sim, sees }) {
    await openUnit(sim, 1004);
    await sees('Finish', { within: page.getByRole('button', { name: texts.unitDetail.finish }) });

    await page.getByRole('button', { name: texts.unitDetail.finish }).click();
    const finish = page.getByRole('dialog', { name: texts.finish.title });
    const submit = () => finish.getByRole('button', { name: texts.finish.submit, exact: true }).click();
    const alert = finish.getByRole('alert');
    await submit();
    await sees('Please select Complete or Incomplete', { within: alert });
    await finish.getByRole('radio', { name: texts.finish.incomplete }).check();
    await finish.getByRole('checkbox', { name: texts.finish.addOnSwitchesInstalled }).check();
    await submit();
    await sees('Please select an Incomplete reason', { within: alert });
    await finish.getByLabel(texts.finish.reason).selectOption('Not enough equipment');
    await submit();
    await sees('Please enter the quantity of add-on switches installed', { within: alert });
    await finish.getByLabel(texts.finish.addOnSwitchesQty).fill('1.5');
    await submit();
    await sees('The add-on switches quantity must be a whole number', { within: alert });
    await finish.getByLabel(texts.finish.addOnSwitchesQty).fill('0');
    await submit();
    await sees('The add-on switches quantity must be greater than 0', { within: alert });
    await finish.getByLabel(texts.finish.addOnSwitchesQty).fill('2');
    await submit();
    await sees('Please fill in the Closing Notes', { within: alert });
    await finish.getByRole('button', { name: texts.finish.cancel }).click();

    await pickFromUnitMenu(page, texts.hubMenu.resetController);
    const reset = page.getByRole('dialog', { name: texts.hubMenu.resetTitle });
    await sees('Reset Controller?', { within: reset.getByRole('heading') });
    await sees('This will remove every device that has been included.');
    await reset.getByRole('button', { name: texts.hubMenu.cancel }).click();

    await page.getByRole('tab', { name: texts.unitDetail.hubTab }).click();
    // Heartbeats come every 30 s: the last one is under a minute old.
    await sees('N minutes ago', { values: { N: '0' }, within: page.getByLabel(texts.hub.lastHeartbeat, { exact: true }) });
    await sim.db((db) => db.update('hubs', { hub_serial_number: 'HB2-1000104' }, { iccid: null }));
    await sim.advanceClock(10_000);
    await sees('Not Available', { within: page.getByLabel(texts.hub.iccid, { exact: true }) });

    await sim.open(`${unitPath(1004)}/device/dev-1004-lock`);
    await sees('Node ID {localId}', { values: { '{localId}': '5' } });

    await sim.open(unitPath(1008));
    await sees('No Z-Wave Devices Included');
  },

  async 'device list fails'({ page, sim, sees }) {
    await openUnit(sim, 1004, faultScenarios.deviceListDown);
    const view = page.getByRole('alert');
    await sees('Something went wrong', { within: view.getByText(/^Something went wrong/) });
    await sees('Device details are missing for this unit', { within: view.getByText(/^Device details/) });
  },

  async Nest({ page, sim, sees }) {
    await openUnit(sim, 1004, faultScenarios.slowNest);
    await page.getByRole('tab', { name: texts.unitDetail.nestTab }).click();
    await sees('No Nest Devices');
    await page.getByRole('button', { name: texts.nest.add }).click();
    await page.getByLabel(texts.nest.serialField).fill('09AA01AC1234');
    await page.getByRole('button', { name: texts.nest.next }).click();
    await sees('Provisioning thermostat...', { within: page.getByRole('status') });
    await sim.advanceClock(2_000);
    await sees('Success! Nest is provisioned.', { within: page.getByRole('status') });
    await page.getByRole('button', { name: texts.nest.done }).click();

    const entry = page.getByRole('list', { name: texts.nest.thermostat });
    await sees('Nest thermostat', { within: entry.getByText(/^Nest thermostat$/) });
    await entry.getByRole('button').click();
    await page.getByRole('button', { name: texts.nest.remove }).click();
    const remove = page.getByRole('dialog', { name: texts.nest.removeTitle });
    await sees('Remove Nest serial number?', { within: remove.getByRole('heading') });
    await sees('This action will remove the Nest device');
    await remove.getByRole('button', { name: texts.nest.cancel }).click();
    await page.getByRole('button', { name: texts.nav.back }).click();

    await page.getByRole('button', { name: texts.nest.offlineHelp }).click();
    await sees('Nest thermostat is offline');
  },

  async 'Nest provisioning fails'({ page, sim, sees }) {
    await openUnit(sim, 1004, 'nest-provisioning-fails');
    await page.getByRole('tab', { name: texts.unitDetail.nestTab }).click();
    await page.getByRole('button', { name: texts.nest.add }).click();
    await page.getByLabel(texts.nest.serialField).fill('09AA01AC1234');
    await page.getByRole('button', { name: texts.nest.next }).click();
    await sees('Provisioning failed. Try again.', { within: page.getByRole('status') });
  },

  async 'hub offline'({ page, sim, sees }) {
    await openUnit(sim, 1004, 'hub-offline');
    await page.getByRole('tab', { name: texts.unitDetail.hubTab }).click();
    await sees('H hours N minutes ago', { values: { H: '2', N: /\d+/ }, within: page.getByLabel(texts.hub.lastHeartbeat, { exact: true }) });
  },

  async 'hub update'({ page, sim, sees }) {
    await openUnit(sim, 1004, 'hub-update-in-progress');
    const update = page.getByRole('region', { name: texts.hubPower.updateTitle });
    await sees('DO NOT UNPLUG THE HUB!');
    await sees('X of N processes updated (P%)', { values: { X: '0', N: '3', P: /\d+/ }, within: update.getByRole('status') });
    await sim.advanceClock(110_000);
    await sees('X of N processes running', { values: { X: /[0-3]/, N: '3' }, within: update.getByRole('status') });
  },

  async 'update status failing'({ page, sim, sees }) {
    // An update status without any process yet: nothing to count.
    const empty = { result: { update_pending: true, service_statuses: {} } };
    const scenario = variantOf('hub-update-in-progress', { name: 'update-without-processes', faults: [{ call: 'hubs.updateStatus', status: 200, body: empty, times: 1000 }] });
    await sim.openSignedIn(unitPath(1004), { scenario });
    await sees('Fetching data', { within: page.getByRole('region', { name: texts.hubPower.updateTitle }).getByRole('status') });
  },

  async 'support wizard'({ page, sim, sees }) {
    await openUnit(sim, 1004, 'support-tools');
    await pickFromUnitMenu(page, texts.removeHub.title);
    const dialog = page.getByRole('dialog', { name: texts.removeHub.title });
    await dialog.getByLabel(texts.removeHub.unitNameField).fill('105');
    await sees('This is the wrong unit.');
    await dialog.getByLabel(texts.removeHub.unitNameField).fill('104');
    await dialog.getByRole('button', { name: texts.removeHub.continue }).click();
    await dialog.getByLabel(texts.removeHub.residentField).fill('vacant');
    await sees('Invalid entry');
  },

  async 'hub action fails'({ page, sim, sees }) {
    await openUnit(sim, 1004, 'hub-actions-fail');
    await pickFromUnitMenu(page, texts.hubMenu.repairNetwork);
    await sees('Something went wrong. Please contact support.', { within: page.getByRole('alert').getByText(/^Something went wrong/) });
  },

  async 'hub assignment fails'({ page, sim, sees }) {
    await openUnit(sim, 1001, 'hub-assignment-fails');
    await page.getByLabel(texts.hub.serial).fill('HB2-1000901');
    const alert = page.getByRole('alert');
    // The scenario's third answer is a 500 without a text of its own.
    for (const answer of ['This hub is registered to another property. Call support.', 'Hub serial not recognised.']) {
      await page.getByRole('button', { name: texts.assignHub.continue }).click();
      await expect(alert).toHaveText(answer);
    }
    await page.getByRole('button', { name: texts.assignHub.continue }).click();
    await sees('An error occurred ({error}). Please try again.', { values: { '{error}': '500' }, within: alert });

    await sim.open(unitPath(1005));
    await pickFromUnitMenu(page, texts.removeHub.title);
    const dialog = page.getByRole('dialog', { name: texts.removeHub.title });
    await dialog.getByRole('button', { name: texts.removeHub.remove }).click();
    await sees('An unknown error occurred. Please try again.');
  },

  async 'submit fails'({ page, sim, sees }) {
    await openUnit(sim, 1004, 'work-ticket-submit-fails-once');
    await page.getByRole('button', { name: texts.unitDetail.finish }).click();
    const finish = page.getByRole('dialog', { name: texts.finish.title });
    await finish.getByRole('radio', { name: texts.finish.complete, exact: true }).check();
    await finish.getByLabel(texts.finish.closingNotes).fill('All devices paired and tested.');
    await finish.getByRole('button', { name: texts.finish.submit, exact: true }).click();
    await sees('An error occurred. Please try again.', { within: finish.getByRole('alert') });
  },

  async pairing({ page, sim, sees }) {
    await openUnit(sim, UNIT, manualPairing());
    await sees('Add or Remove Z-Wave Device', { within: page.getByRole('region', { name: texts.pairing.panelTitle }).getByRole('heading') });
    await openFromPanel(page, sim, 'exclusion');
    await sees('Exclude Z-wave device', { within: page.getByRole('heading', { level: 2 }) });
    // The stream drops, the one reconnect opens, then it drops again.
    await sim.control((s) => s.stream.drop());
    // The reconnect itself, not the dropped socket still counted as open.
    await expect.poll(() => sim.control((s) => s.trace().filter((entry) => entry.type === 'stream.opened').length)).toBe(2);
    await expect.poll(() => openConnections(sim)).toBe(1);
    await sim.control((s) => s.stream.drop());
    await sees('We are unable to establish a line of direct communication with the hub.');
    await sees('Connection to AWS was unexpectedly closed.');
  },

  async 'device naming'({ page, sim, sees }) {
    await openSetupPage(page, sim, 'inclusion');
    await includeByHand(page, sim, newSensor);
    await sees('What is this sensor for?');
    await sees('Where is it located?', { within: page.getByRole('heading', { name: texts.pairing.naming.located }) });
    await sees('Device Location', { within: page.getByText(texts.pairing.naming.deviceLocation, { exact: true }).first() });
    await sees('More...', { within: page.getByRole('button', { name: texts.pairing.naming.more }) });
  },

  async 'thermostat naming'({ page, sim, sees }) {
    await openSetupPage(page, sim, 'inclusion', manualPairing({ 'location-selection': false }));
    await includeByHand(page, sim, newThermostat);
    await sees('Device Name', { within: page.getByText(texts.pairing.naming.deviceName, { exact: true }).first() });
    await sees('Unnamed', { within: page.getByLabel(texts.pairing.naming.deviceName) });
  },

  async 'device screen'({ page, sim, sees }) {
    const labels = texts.deviceDetail.labels;
    const readout = (label: string) => page.getByLabel(label, { exact: true });
    // From device to device through the unit's list, without reloading the page.
    const device = async (name: string) => {
      await page.getByRole('button', { name: texts.deviceDetail.done, exact: true }).click();
      await page.getByRole('list', { name: texts.unitDetail.zWaveDevices }).getByRole('button', { name }).click();
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    };
    await sim.openSignedIn(`${unitPath(1004)}/device/dev-1004-lock`, { scenario: 'stale-battery-reading' });
    // The lock the sync dialog calls 'Front Door' is called so in the data too (its dialog: deviceScreen.spec.ts).
    await sees('Front Door', { within: page.getByRole('heading', { level: 2, name: 'Front Door' }) });
    await sees('Please be sure to test things out by operating the device and observing changes in state.');
    await sees('{synced} of {expected} synced', { values: { '{synced}': '6', '{expected}': '6' }, within: readout(labels.doorCodes) });
    await sees('Master code was reset');

    await device('Patio Door');
    await sees('{placement} Sensor', { values: { '{placement}': 'Door' } });
    await sees('More than 12 hours ago', { within: readout(labels.lastBatteryReading) });
    await device('Hallway Motion');
    await sees('N hour(s) N minute(s) ago', { values: { N: /\d+/ }, within: readout(labels.lastBatteryReading) });

    await device('Water Heater Leak');
    await sees('Test mode. Alerts off.', { within: page.getByRole('status').filter({ hasText: /mode/ }) });
    await page.getByRole('switch', { name: texts.deviceDetail.leak.alerts }).click();
    await sees('Monitoring mode. Alerts on.', { within: page.getByRole('status').filter({ hasText: /mode/ }) });

    await device('Living Room Lights');
    await sees('{value}, {percent}%', { values: { '{value}': '45', '{percent}': '45' }, within: readout(labels.dimmerState) });
    await page.getByRole('button', { name: texts.deviceDetail.command.off, exact: true }).click();
    // The dimmer reports a second later; the next poll shows it.
    await sim.advanceClock(6_000);
    await sees('Off', { within: readout(labels.dimmerState) });

    // A sensor without a placement, a thermostat that reports its mode only and has no model name, a switch that never reported.
    await sim.db((db) => db.update('devices', { uid: 'dev-1004-door' }, { metadata_id: null }));
    await sim.db((db) => db.update('devices', { uid: 'dev-1004-thermostat' }, { device_metadata: [], sensors: [{ sensorType: 'ThermostatMode', value: 'Cool' }] }));
    await sim.db((db) => db.update('devices', { uid: 'dev-1004-switch' }, { sensors: [] }));
    // Loaded afresh: a device list the unit screen holds would show them as they were until its next poll.
    const reload = (uid: string) => sim.open(`${unitPath(1004)}/device/${uid}`);
    await reload('dev-1004-door');
    await sees('Sensor', { within: page.getByText(texts.deviceDetail.sensor, { exact: true }) });
    await reload('dev-1004-thermostat');
    await sees('Unknown', { within: readout(texts.deviceDetail.deviceModel) });
    await sees('Not yet reported', { within: readout(labels.coolSetpoint) });
    await reload('dev-1004-switch');
    await sees('Waiting for device...', { within: readout(labels.switchState) });
  },
};

for (const state of screenStates) {
  test(`the spec's texts on the ${state} screens, word for word`, async ({ page, sim }) => {
    const seen = new Set<string>();
    const sees: Check['sees'] = async (text, { values, within } = {}) => {
      const entry = specText(text);
      expect(entry.shown, `'${text}' is listed for another screen state`).toBe(state);
      await expectShown(page, filledIn(entry, values), within);
      seen.add(text);
    };
    await reach[state]({ page, sim, sees });
    const listed = specTexts.filter((entry) => entry.shown === state).map((entry) => entry.text);
    expect(listed.filter((text) => !seen.has(text)), 'texts listed for this state but not checked').toEqual([]);
  });
}
