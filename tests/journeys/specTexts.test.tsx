// @vitest-environment jsdom
/**
 * The specification's quoted texts as the app renders them (tests/support/specTexts.ts), for the
 * screen states that need no real browser (./support/specTextStates.ts): the whole app in jsdom
 * against the Node simulator, its timers on the simulator's clock, so a poll or a provisioning
 * minutes away is one `clock.advance` at CPU speed. As in tests/e2e/specTexts.spec.ts, which keeps
 * the states a browser must show, the texts are looked up on screen in the spec's own words, never
 * through the catalogue, so a typo in the catalogue fails here; navigation uses the catalogue.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { texts } from '../../app/domain/texts';
import { filledIn, screenStates, specText, specTexts, type ScreenState } from '../support/specTexts';
import { trackFetches } from '../../simulator/clock/fetchActivity';
import { loadScenarioFile } from '../../simulator/scenario/catalogue';
import { renderApp, type RenderedApp } from '../integration/support/renderApp';
import { browserStates, nodeStates } from './support/specTextStates';

const MAPLE_COURT = 'cmty-7d2f9a0e-maple-court';
const unitPath = (addressId: number) => `/community/${MAPLE_COURT}/unit/${addressId}`;

/** Where a text is expected: the element (looked up again on each try, as a locator is) whose text or value it is. */
type Within = () => HTMLElement;

interface Check {
  app: RenderedApp;
  /** Expects the spec text (placeholders filled in from `values`) on screen, or as the text or value of `within`. */
  sees(text: string, options?: { values?: Record<string, string | RegExp>; within?: Within }): Promise<void>;
}

const normalized = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();
const matches = (expected: string | RegExp, text: string) => (typeof expected === 'string' ? text === expected : expected.test(text));

/**
 * The innermost elements whose whole text is `expected`, as Playwright's exact getByText finds
 * them: a text split over inline elements still matches its parent. Each element's text is put
 * together from its children's in one walk, as textContent would give it: jsdom's textContent walks
 * the whole subtree again at every level, which cost more than every other check of a poll.
 */
function elementsShowing(expected: string | RegExp): HTMLElement[] {
  const shown: HTMLElement[] = [];
  const walk = (element: Element): { text: string; matched: boolean } => {
    let text = '';
    let childMatched = false;
    for (const node of element.childNodes) {
      if (node.nodeType === Node.TEXT_NODE) text += (node as Text).data;
      else if (node.nodeType === Node.ELEMENT_NODE) {
        const child = walk(node as Element);
        text += child.text;
        childMatched ||= child.matched;
      }
    }
    const matched = matches(expected, normalized(text));
    if (matched && !childMatched && element !== document.body) shown.push(element as HTMLElement);
    return { text, matched };
  };
  walk(document.body);
  // The walk finds them children first: in document order, as a query would list them.
  return shown.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
}

async function expectShown(expected: string | RegExp, within: Within | undefined) {
  await waitFor(() => {
    if (!within) {
      const shown = elementsShowing(expected);
      expect(shown, `nothing on screen shows ${String(expected)}`).not.toEqual([]);
      expect(shown[0]).toBeVisible();
      return;
    }
    const element = within();
    const text = element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement ? element.value : normalized(element.textContent);
    expect(matches(expected, text), `${String(expected)} is not what ${element.tagName.toLowerCase()} shows: '${text}'`).toBe(true);
    expect(element).toBeVisible();
  });
}

const click = async (element: Promise<HTMLElement> | HTMLElement) => fireEvent.click(await element);
const fill = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });

const requestsInFlight = trackFetches(globalThis);
/** Macrotask turns the app may take to answer a moment, and how many in a row with no request under way count as answered. */
const SETTLE_MAX_TURNS = 200;
const SETTLE_QUIET_TURNS = 3;
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Lets the app answer the moment: real macrotasks, no simulator time, until no request is under way. */
async function settle() {
  let quiet = 0;
  for (let turns = 0; turns < SETTLE_MAX_TURNS && quiet < SETTLE_QUIET_TURNS; turns += 1) {
    await act(turn);
    quiet = requestsInFlight() === 0 ? quiet + 1 : 0;
  }
}

/** The clock's step: a poll's answer is drawn and the next poll set before time moves on, as a page does between a browser's frames. */
const CLOCK_STEP_MS = 1_000;

/** Moves the simulator's clock (and with it the app's polls and timers) `ms` ahead, a second at a time, the app answering each. */
async function advanceClock(app: RenderedApp, ms: number) {
  for (let moved = 0; moved < ms; moved += CLOCK_STEP_MS) {
    await act(async () => void (await app.sim.control.clock.advance(Math.min(CLOCK_STEP_MS, ms - moved))));
    await settle();
  }
}

/** The app loaded afresh at `path` on the same world, as a page load is. */
function openPath(app: RenderedApp, path: string) {
  window.history.replaceState(null, '', path);
  app.reload();
}

/** The unit screen's header menu, then `item` in it. */
async function pickFromUnitMenu(item: string) {
  await click(screen.findByRole('button', { name: texts.unitDetail.moreActions }));
  await click(screen.findByRole('menuitem', { name: item }));
}

const tab = (name: string) => click(screen.findByRole('tab', { name }));
const readout = (label: string): Within => () => screen.getByLabelText(label, { exact: true });

/** A scenario that differs from the hand-written community by its faults. */
const withFaults = (name: string, description: string, faults: object[]) => ({ name, description, seed: { handwritten: true }, faults });

/** A scenario file of scenarios/ with other faults, named apart from the file. */
function variantOf(base: string, name: string, faults: object[]): object {
  const loaded = loadScenarioFile(base);
  if (!loaded.ok) throw new Error(loaded.error);
  return { ...loaded.scenario, name, faults };
}

/** Opens a Maple Court unit signed in, on `scenario`, once its header (or, without a hub, Assign Hub) is drawn. */
async function openUnit(addressId: number, scenario: string | object = 'default'): Promise<RenderedApp> {
  await import('../../app/screens/unit/UnitScreen');
  // jsdom's document never has the focus; the installer's phone is in their hand, and the screens poll only then (spec 02 §4).
  vi.spyOn(document, 'hasFocus').mockReturnValue(true);
  const app = await renderApp(unitPath(addressId), { scenario, simulatorTimers: true });
  opened = app;
  // The first render compiles the unit screen's modules: longer than findBy's 10 s on a busy machine.
  const drawn = { timeout: 30_000 };
  await Promise.any([screen.findByRole('button', { name: texts.unitDetail.moreActions }, drawn), screen.findByRole('heading', { name: texts.assignHub.title }, drawn)]);
  return app;
}

let opened: RenderedApp | undefined;
afterEach(() => {
  opened?.close();
  opened = undefined;
});

const reach: Partial<Record<ScreenState, (open: (addressId: number, scenario?: string | object) => Promise<Check>) => Promise<void>>> = {
  async 'unit screen'(open) {
    const { app, sees } = await open(1004);
    const finishButton = () => screen.getByRole('button', { name: texts.unitDetail.finish });
    await sees('Finish', { within: finishButton });

    fireEvent.click(finishButton());
    const finish = () => screen.getByRole('dialog', { name: texts.finish.title });
    await screen.findByRole('dialog', { name: texts.finish.title });
    const submit = () => fireEvent.click(within(finish()).getByRole('button', { name: texts.finish.submit }));
    const alert = () => within(finish()).getByRole('alert');
    submit();
    await sees('Please select Complete or Incomplete', { within: alert });
    fireEvent.click(within(finish()).getByRole('radio', { name: texts.finish.incomplete }));
    fireEvent.click(within(finish()).getByRole('checkbox', { name: texts.finish.addOnSwitchesInstalled }));
    submit();
    await sees('Please select an Incomplete reason', { within: alert });
    fill(within(finish()).getByLabelText(texts.finish.reason), 'Not enough equipment');
    submit();
    await sees('Please enter the quantity of add-on switches installed', { within: alert });
    fill(within(finish()).getByLabelText(texts.finish.addOnSwitchesQty), '1.5');
    submit();
    await sees('The add-on switches quantity must be a whole number', { within: alert });
    fill(within(finish()).getByLabelText(texts.finish.addOnSwitchesQty), '0');
    submit();
    await sees('The add-on switches quantity must be greater than 0', { within: alert });
    fill(within(finish()).getByLabelText(texts.finish.addOnSwitchesQty), '2');
    submit();
    await sees('Please fill in the Closing Notes', { within: alert });
    fireEvent.click(within(finish()).getByRole('button', { name: texts.finish.cancel }));

    await pickFromUnitMenu(texts.hubMenu.resetController);
    const reset = () => screen.getByRole('dialog', { name: texts.hubMenu.resetTitle });
    await sees('Reset Controller?', { within: () => within(reset()).getByRole('heading') });
    await sees('This will remove every device that has been included.');
    fireEvent.click(within(reset()).getByRole('button', { name: texts.hubMenu.cancel }));

    await tab(texts.unitDetail.hubTab);
    // Heartbeats come every 30 s: the last one is under a minute old.
    await sees('N minutes ago', { values: { N: '0' }, within: readout(texts.hub.lastHeartbeat) });
    app.sim.control.db.update('hubs', { hub_serial_number: 'HB2-1000104' }, { iccid: null });
    await advanceClock(app, 10_000);
    await sees('Not Available', { within: readout(texts.hub.iccid) });

    openPath(app, `${unitPath(1004)}/device/dev-1004-lock`);
    await sees('Node ID {localId}', { values: { '{localId}': '5' } });

    openPath(app, unitPath(1008));
    await sees('No Z-Wave Devices Included');
  },

  async 'device list fails'(open) {
    const { sees } = await open(1004, withFaults('device-list-down', 'The device list answers 500.', [{ call: 'devices.listByHub', status: 500 }]));
    const view = () => screen.getByRole('alert');
    await sees('Something went wrong', { within: () => within(view()).getByText(/^Something went wrong/) });
    await sees('Device details are missing for this unit', { within: () => within(view()).getByText(/^Device details/) });
  },

  async Nest(open) {
    const slowNest = withFaults('slow-nest', 'Nest provisioning takes 2 s of simulator time.', [{ call: 'nest.provision', delayMs: 2_000 }]);
    const { app, sees } = await open(1004, slowNest);
    await tab(texts.unitDetail.nestTab);
    await sees('No Nest Devices');
    await click(screen.findByRole('button', { name: texts.nest.add }));
    fill(await screen.findByLabelText(texts.nest.serialField), '09AA01AC1234');
    fireEvent.click(screen.getByRole('button', { name: texts.nest.next }));
    const status = () => screen.getByRole('status');
    await sees('Provisioning thermostat...', { within: status });
    await advanceClock(app, 2_000);
    await sees('Success! Nest is provisioned.', { within: status });
    fireEvent.click(screen.getByRole('button', { name: texts.nest.done }));

    const entry = () => screen.getByRole('list', { name: texts.nest.thermostat });
    await sees('Nest thermostat', { within: () => within(entry()).getByText(/^Nest thermostat$/) });
    fireEvent.click(within(entry()).getByRole('button'));
    await click(screen.findByRole('button', { name: texts.nest.remove }));
    const remove = () => screen.getByRole('dialog', { name: texts.nest.removeTitle });
    await sees('Remove Nest serial number?', { within: () => within(remove()).getByRole('heading') });
    await sees('This action will remove the Nest device');
    fireEvent.click(within(remove()).getByRole('button', { name: texts.nest.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: texts.nest.removeTitle })).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: texts.nav.back }));

    await click(screen.findByRole('button', { name: texts.nest.offlineHelp }));
    await sees('Nest thermostat is offline');
  },

  async 'Nest provisioning fails'(open) {
    const { sees } = await open(1004, 'nest-provisioning-fails');
    await tab(texts.unitDetail.nestTab);
    await click(screen.findByRole('button', { name: texts.nest.add }));
    fill(await screen.findByLabelText(texts.nest.serialField), '09AA01AC1234');
    fireEvent.click(screen.getByRole('button', { name: texts.nest.next }));
    await sees('Provisioning failed. Try again.', { within: () => screen.getByRole('status') });
  },

  async 'hub offline'(open) {
    const { sees } = await open(1004, 'hub-offline');
    await tab(texts.unitDetail.hubTab);
    await sees('H hours N minutes ago', { values: { H: '2', N: /\d+/ }, within: readout(texts.hub.lastHeartbeat) });
  },

  async 'hub update'(open) {
    const { app, sees } = await open(1004, 'hub-update-in-progress');
    const update = () => within(screen.getByRole('region', { name: texts.hubPower.updateTitle })).getByRole('status');
    await sees('DO NOT UNPLUG THE HUB!');
    await sees('X of N processes updated (P%)', { values: { X: '0', N: '3', P: /\d+/ }, within: update });
    await advanceClock(app, 110_000);
    await sees('X of N processes running', { values: { X: /[0-3]/, N: '3' }, within: update });
  },

  async 'update status failing'(open) {
    // An update status without any process yet: nothing to count.
    const empty = { result: { update_pending: true, service_statuses: {} } };
    const scenario = variantOf('hub-update-in-progress', 'update-without-processes', [{ call: 'hubs.updateStatus', status: 200, body: empty, times: 1000 }]);
    const { sees } = await open(1004, scenario);
    await sees('Fetching data', { within: () => within(screen.getByRole('region', { name: texts.hubPower.updateTitle })).getByRole('status') });
  },

  async 'support wizard'(open) {
    const { sees } = await open(1004, 'support-tools');
    await pickFromUnitMenu(texts.removeHub.title);
    const dialog = () => screen.getByRole('dialog', { name: texts.removeHub.title });
    fill(within(await screen.findByRole('dialog', { name: texts.removeHub.title })).getByLabelText(texts.removeHub.unitNameField), '105');
    await sees('This is the wrong unit.');
    fill(within(dialog()).getByLabelText(texts.removeHub.unitNameField), '104');
    fireEvent.click(within(dialog()).getByRole('button', { name: texts.removeHub.continue }));
    fill(await within(dialog()).findByLabelText(texts.removeHub.residentField), 'vacant');
    await sees('Invalid entry');
  },

  async 'hub action fails'(open) {
    const { sees } = await open(1004, 'hub-actions-fail');
    await pickFromUnitMenu(texts.hubMenu.repairNetwork);
    await sees('Something went wrong. Please contact support.', { within: () => within(screen.getByRole('alert')).getByText(/^Something went wrong/) });
  },

  async 'hub assignment fails'(open) {
    const { app, sees } = await open(1001, 'hub-assignment-fails');
    fill(screen.getByLabelText(texts.hub.serial), 'HB2-1000901');
    const alert = () => screen.getByRole('alert');
    // The scenario's third answer is a 500 without a text of its own.
    for (const answer of ['This hub is registered to another property. Call support.', 'Hub serial not recognised.']) {
      fireEvent.click(screen.getByRole('button', { name: texts.assignHub.continue }));
      await waitFor(() => expect(normalized(alert().textContent)).toBe(answer));
    }
    fireEvent.click(screen.getByRole('button', { name: texts.assignHub.continue }));
    await sees('An error occurred ({error}). Please try again.', { values: { '{error}': '500' }, within: alert });

    openPath(app, unitPath(1005));
    await pickFromUnitMenu(texts.removeHub.title);
    const dialog = await screen.findByRole('dialog', { name: texts.removeHub.title });
    fireEvent.click(within(dialog).getByRole('button', { name: texts.removeHub.remove }));
    await sees('An unknown error occurred. Please try again.');
  },

  async 'submit fails'(open) {
    const { sees } = await open(1004, 'work-ticket-submit-fails-once');
    await click(screen.findByRole('button', { name: texts.unitDetail.finish }));
    const finish = await screen.findByRole('dialog', { name: texts.finish.title });
    fireEvent.click(within(finish).getByRole('radio', { name: texts.finish.complete }));
    fill(within(finish).getByLabelText(texts.finish.closingNotes), 'All devices paired and tested.');
    fireEvent.click(within(finish).getByRole('button', { name: texts.finish.submit }));
    await sees('An error occurred. Please try again.', { within: () => within(screen.getByRole('dialog', { name: texts.finish.title })).getByRole('alert') });
  },

  async 'device screen'(open) {
    const labels = texts.deviceDetail.labels;
    const { app, sees } = await open(1004, 'stale-battery-reading');
    // From device to device through the unit's list, without loading the app again.
    const device = async (name: string) => {
      await click(screen.findByRole('button', { name: texts.deviceDetail.done }));
      // By a part of its name, as Playwright's getByRole names it: the row's button also shows the device's state.
      await click(within(await screen.findByRole('list', { name: texts.unitDetail.zWaveDevices })).findByRole('button', { name: (shown) => shown.includes(name) }));
      await screen.findByRole('heading', { level: 2, name });
    };
    openPath(app, `${unitPath(1004)}/device/dev-1004-lock`);
    // The lock the sync dialog calls 'Front Door' is called so in the data too (its dialog: deviceScreen.spec.ts).
    await sees('Front Door', { within: () => screen.getByRole('heading', { level: 2, name: 'Front Door' }) });
    await sees('Please be sure to test things out by operating the device and observing changes in state.');
    await sees('{synced} of {expected} synced', { values: { '{synced}': '6', '{expected}': '6' }, within: readout(labels.doorCodes) });
    await sees('Master code was reset');

    await device('Patio Door');
    await sees('{placement} Sensor', { values: { '{placement}': 'Door' } });
    await sees('More than 12 hours ago', { within: readout(labels.lastBatteryReading) });
    await device('Hallway Motion');
    await sees('N hour(s) N minute(s) ago', { values: { N: /\d+/ }, within: readout(labels.lastBatteryReading) });

    await device('Water Heater Leak');
    const mode = () => screen.getAllByRole('status').find((status) => /mode/.test(status.textContent ?? '')) ?? screen.getByText(/mode\./);
    await sees('Test mode. Alerts off.', { within: mode });
    fireEvent.click(screen.getByRole('switch', { name: texts.deviceDetail.leak.alerts }));
    await sees('Monitoring mode. Alerts on.', { within: mode });

    await device('Living Room Lights');
    await sees('{value}, {percent}%', { values: { '{value}': '45', '{percent}': '45' }, within: readout(labels.dimmerState) });
    fireEvent.click(screen.getByRole('button', { name: texts.deviceDetail.command.off }));
    // The dimmer reports a second later; the next poll shows it.
    await advanceClock(app, 6_000);
    await sees('Off', { within: readout(labels.dimmerState) });

    // A sensor without a placement, a thermostat that reports its mode only and has no model name, a switch that never reported.
    app.sim.control.db.update('devices', { uid: 'dev-1004-door' }, { metadata_id: null });
    app.sim.control.db.update('devices', { uid: 'dev-1004-thermostat' }, { device_metadata: [], sensors: [{ sensorType: 'ThermostatMode', value: 'Cool' }] });
    app.sim.control.db.update('devices', { uid: 'dev-1004-switch' }, { sensors: [] });
    // Loaded afresh: a device list the unit screen holds would show them as they were until its next poll.
    const reload = (uid: string) => openPath(app, `${unitPath(1004)}/device/${uid}`);
    reload('dev-1004-door');
    await sees('Sensor', { within: () => screen.getByText(texts.deviceDetail.sensor, { exact: true }) });
    reload('dev-1004-thermostat');
    await sees('Unknown', { within: readout(texts.deviceDetail.deviceModel) });
    await sees('Not yet reported', { within: readout(labels.coolSetpoint) });
    reload('dev-1004-switch');
    await sees('Waiting for device...', { within: readout(labels.switchState) });
  },
};

describe("the spec's texts, word for word, on the screens that need no real browser", { timeout: 60_000 }, () => {
  it('each screen state is reached either here or in Chromium, never both', () => {
    expect([...browserStates, ...nodeStates].sort()).toEqual([...screenStates].sort());
    expect(Object.keys(reach).sort()).toEqual([...nodeStates].sort());
  });

  for (const state of nodeStates) {
    it(`on the ${state} screens`, async () => {
      const seen = new Set<string>();
      const open = async (addressId: number, scenario?: string | object): Promise<Check> => {
        const app = await openUnit(addressId, scenario);
        const sees: Check['sees'] = async (text, { values, within: where } = {}) => {
          const entry = specText(text);
          expect(entry.shown, `'${text}' is listed for another screen state`).toBe(state);
          await expectShown(filledIn(entry, values), where);
          seen.add(text);
        };
        return { app, sees };
      };
      const journey = reach[state];
      if (!journey) throw new Error(`No journey reaches the ${state} screens`);
      await journey(open);
      const listed = specTexts.filter((entry) => entry.shown === state).map((entry) => entry.text);
      expect(listed.filter((text) => !seen.has(text)), 'texts listed for this state but not checked').toEqual([]);
    });
  }
});
