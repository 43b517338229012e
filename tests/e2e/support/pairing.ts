import type { Page } from '@playwright/test';
import { texts } from '../../../app/domain/texts';
import { DEVICE_INFO_POLL_MS } from '../../../app/domain/pairing/timing';
import { DEVICE_PRESS_AFTER_MS, INCLUSION_AFTER_PRESS_MS } from '../../../simulator/zwave/timing';
import type { HubMessageState } from '../../../app/api/schemas';
import { expect, type ScenarioObject, type Sim } from './fixtures';
import { openUnit } from './unit';
import { nextPageCall, onPageCall, pathOf, sentJson } from './pageCalls';

/** Unit 104 of Maple Court: hub HB2-1000104 with a lock, a thermostat, a switch, a dimmer and three sensors. */
export const UNIT = 1004;
export const HUB = 'HB2-1000104';

/**
 * A scenario for driving the setup page by hand: the clock stands still (so countdowns move only
 * with sim.advanceClock) and the hub's start and abort calls answer 200, standing in for the
 * simulated controller. Hub messages are pushed with `push`.
 */
export function manualPairing(flags: Record<string, boolean> = {}, faults: object[] = []) {
  return {
    name: 'pairing-by-hand',
    extends: 'default',
    description: 'The setup page driven by hand: the hub accepts start and abort, messages are pushed through the control API.',
    clock: { paused: true },
    flags,
    faults: [
      ...faults,
      { kind: 'http', call: 'hubs.inclusion', status: 200, body: { message: 'Inclusion mode' } },
      { kind: 'http', call: 'hubs.exclusion', status: 200, body: { message: 'Exclusion mode' } },
    ],
  };
}

/** The hub sends `message` to the app now; fails if the app has no open stream. */
export async function push(sim: Sim, message: { state: HubMessageState; status: string; nodeId?: number }): Promise<void> {
  const reached = await sim.control((s, { serial, m }) => s.stream.push(serial, m), { serial: HUB, m: message });
  expect(reached).toBe(1);
}

export const openConnections = (sim: Sim, hub = HUB) => sim.control((s, serial) => s.stream.connections(serial).length, hub);

/** The body actions the page posts to the hub's inclusion and exclusion calls, in order: 'inclusion start', … */
export function recordHubActions(page: Page): string[] {
  const actions: string[] = [];
  onPageCall(page, (call) => {
    const match = /\/v4\/hub\/[^/]+\/(inclusion|exclusion)\/$/.exec(pathOf(call));
    if (match && call.phase === 'sent' && call.method === 'POST') actions.push(`${match[1]} ${(sentJson(call) as { action: string }).action}`);
  });
  return actions;
}

/** Opens unit 104 and the setup page for `operation` from the DEVICES tab's panel, with the stream open. */
export async function openSetupPage(page: Page, sim: Sim, operation: 'inclusion' | 'exclusion', scenario: ScenarioObject = manualPairing()) {
  await openUnit(sim, UNIT, scenario);
  await openFromPanel(page, sim, operation);
}

/** The Yale question (the default scenario has the yale-lock-master-codes flag): this device is not a Yale lock. */
export async function notAYaleLock(page: Page): Promise<void> {
  await page.getByRole('group', { name: texts.yale.question }).getByRole('button', { name: texts.yale.no, exact: true }).click();
}

/**
 * On the unit's DEVICES tab (of `hub`'s unit): opens the setup page from the new-pairing panel,
 * answers the Yale question (No unless `yale` says otherwise) and, for No, waits for the stream.
 */
export async function openFromPanel(page: Page, sim: Sim, operation: 'inclusion' | 'exclusion', hub = HUB, yale: 'yes' | 'no' = 'no') {
  const panel = page.getByRole('region', { name: texts.pairing.panelTitle });
  await panel.getByRole('button', { name: operation === 'inclusion' ? texts.pairing.include : texts.pairing.exclude, exact: true }).click();
  if (yale === 'yes') {
    await page.getByRole('group', { name: texts.yale.question }).getByRole('button', { name: texts.yale.yes, exact: true }).click();
    return;
  }
  await notAYaleLock(page);
  await expect(page.getByRole('button', { name: texts.pairing.start })).toBeEnabled();
  expect(await openConnections(sim, hub)).toBe(1);
}

/** Adds a device to the hub as the simulated controller will once it has interviewed it. */
export async function addDeviceToHub(sim: Sim, device: { uid: string; localId: string; deviceType: string; model: string; sensors: Array<{ sensorType: string; value: string }> }) {
  await sim.control(async (s, d) => {
    const [gateway] = s.db.find('devices', { uid: 'dev-1004-gateway' });
    await s.db.create('devices', {
      ...d,
      gatewayId: gateway?.gatewayId,
      name: null,
      metadata_id: null,
      device_metadata: [],
      notifications: true,
      dcm: null,
      sensors: d.sensors.map((sensor) => ({ ...sensor, timeIssued: new Date(s.clock.now()).toISOString() })),
    });
  }, device);
}

type NewDevice = Parameters<typeof addDeviceToHub>[1];

/** From the setup page's Start to the naming form: the hub starts, the device joins, is listed and reports. */
export async function includeByHand(page: Page, sim: Sim, device: NewDevice): Promise<void> {
  await page.getByRole('button', { name: texts.pairing.start }).click();
  await expect(page.getByRole('timer', { name: texts.pairing.countdown })).toBeVisible();
  await push(sim, { state: 'AddNode', status: 'GettingNodeInfo' });
  await push(sim, { state: 'AddNode', status: 'Done', nodeId: Number(device.localId) });
  await expect(page.getByText(texts.pairing.instructions.deviceInfo)).toBeVisible();
  await addDeviceToHub(sim, device);
  await sim.advanceClock(3_000);
  await expect(page.getByRole('heading', { name: texts.pairing.naming.located })).toBeVisible();
}

export const newSensor: NewDevice = { uid: 'dev-new-sensor', localId: '40', deviceType: 'binary_sensor', model: 'Ecolink Door/Window Sensor', sensors: [{ sensorType: 'DoorLocked', value: 'True' }] };
export const newThermostat: NewDevice = { uid: 'dev-new-thermostat', localId: '41', deviceType: 'thermostat', model: 'Honeywell T6 Pro Z-Wave', sensors: [{ sensorType: 'Temperature', value: '72' }] };
export const newSwitch: NewDevice = { uid: 'dev-new-switch', localId: '42', deviceType: 'switch', model: 'Zooz ZEN71 On/Off Switch', sensors: [{ sensorType: 'Switch', value: 'False' }] };
export const newLock: NewDevice = { uid: 'dev-new-lock', localId: '43', deviceType: 'lock', model: 'Yale Assure Lock 2 Keypad', sensors: [{ sensorType: 'DoorLocked', value: 'True' }] };

/** Unit 1204 of Maple Court: hub HB2-1001204, no devices yet; the next to install is its Yale lock. */
export const UNIT_TO_INSTALL = 1008;
export const HUB_TO_INSTALL = 'HB2-1001204';

/**
 * A scenario (a file of scenarios/, default 'default') replayed through the simulated Z-Wave
 * controller with the clock standing still: the hub's messages come only with sim.advanceClock.
 */
export function pausedScenario(base = 'default') {
  return { name: `${base}-paused`, extends: base, description: `${base}, with the clock paused for a scripted test.`, clock: { paused: true } };
}

/** The device of this catalogue model enters inclusion mode 5 s after the hub's next inclusion start. */
export async function holdInInclusionMode(sim: Sim, model: string, serial = HUB): Promise<void> {
  const result = await sim.control((s, { hub, device }) => s.zwave.putInInclusionMode(hub, device), { hub: serial, device: model });
  expect(result).toEqual({ ok: true });
}

/**
 * With the start countdown showing: the controller plays a whole inclusion on the simulator clock
 * (the device pressed 5 s in, ProtocolDone, the interview, AddNode Done), then device info finds
 * the device at a poll (untilPolledAfterListing). Ends on the naming form.
 */
export async function includeThroughController(page: Page, sim: Sim): Promise<void> {
  await expect(page.getByRole('timer', { name: texts.pairing.countdown })).toBeVisible();
  await sim.advanceClock(DEVICE_PRESS_AFTER_MS + INCLUSION_AFTER_PRESS_MS.protocolDone);
  await expect(page.getByText(texts.pairing.instructions.including)).toBeVisible();
  await sim.advanceClock(INCLUSION_AFTER_PRESS_MS.addNodeDone - INCLUSION_AFTER_PRESS_MS.protocolDone);
  await untilPolledAfterListing(page, sim);
}

/**
 * With the new device listed: device info ends at the next poll of the device list that sees it.
 * A poll sent before the device was listed may still be under way, and a poll due meanwhile joins
 * it instead of asking again; the clock's step lets the page read it first (decision 0320), then
 * one poll interval brings a new request, which finds the device. Ends on the naming form.
 */
export async function untilPolledAfterListing(page: Page, sim: Sim): Promise<void> {
  await sim.stepClock(DEVICE_INFO_POLL_MS);
  await expect(page.getByRole('heading', { name: texts.pairing.naming.located })).toBeVisible();
}

/** The body of the next PUT v3/device/{uid}/ the page sends. */
export function nextDeviceUpdate(page: Page): Promise<{ uid: string; body: unknown }> {
  const device = /\/v3\/device\/([^/]+)\/$/;
  return nextPageCall(page, (call) => call.phase === 'sent' && call.method === 'PUT' && device.test(pathOf(call))).then((call) => ({
    uid: device.exec(pathOf(call))?.[1] ?? '',
    body: sentJson(call),
  }));
}
