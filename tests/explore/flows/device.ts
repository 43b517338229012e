import { texts } from '../../../app/domain/texts';
import type { FlowSpec } from './flowSpec';

const COMMUNITY = 'cmty-7d2f9a0e-maple-court';
const UNIT_PATH = `/community/${COMMUNITY}/unit/1004`;
const LOCK = 'dev-1004-lock';
const HUB = 'HB2-1000104';
const { deviceDetail, deviceMenu, nav } = texts;

const onUnitScreen = () => window.location.pathname === UNIT_PATH;
const NAMES = ['Back Door Lock', 'Main Entrance', 'Garage Side Door'];
/** The lock's row on the unit screen, by name and state as its button reads ('Front DoorLOCKED'): the way back to the device after Done. */
const lockRows = ['Front Door', ...NAMES].flatMap((name) => [texts.deviceStatus.locked, texts.deviceStatus.unlocked].map((state) => `${name}${state}`));

/**
 * The device detail screen of unit 104's Front Door lock, included and synced (spec 02 §2, §4,
 * §5): lock and unlock it, rename it, refresh its status, fail it (remove it from the hub), and
 * leave with Done, which saves a changed name first and stays on the screen when the save fails.
 * Done drawn early is not the end: the lock's row on the unit screen opens the device again.
 * A dead node and a slow lock are drawn beside the calls' failures.
 */
export const deviceFlow: FlowSpec = {
  name: 'device',
  path: `${UNIT_PATH}/device/${LOCK}`,
  ready: deviceDetail.banner,
  scenario: { extends: 'default', description: "The explorer's device flow on unit 104's Front Door lock, the clock paused.", clock: { paused: true } },
  // The save and the commands weigh most: Done and Lock/Unlock are what the installer presses here.
  menu: {
    calls: ['devices.update', 'devices.update', 'devices.update', 'devices.command', 'devices.command', 'devices.listByHub', 'hubs.failDevice', 'devices.refreshStatus'],
    streamSerial: HUB,
    corrupt: true,
    hangs: ['devices.command', 'devices.refreshStatus'],
    hub: ['device.deadNode', 'device.slowLock'],
  },
  rules: {
    successShown: [
      // Done leaves only once the name is saved: a failed save keeps the installer here with what they typed.
      { call: 'devices.update', shown: onUnitScreen, expect: { text: deviceDetail.done } },
      { call: 'hubs.failDevice', shown: (look) => look.text.includes(deviceMenu.failDeviceDelay), expect: { noText: deviceMenu.failDeviceDelay } },
    ],
    keptBy: ['devices.update'],
  },
  // A failed device (its record gone, even when the phone heard a failure) has nothing left to name: the screen shows it gone and Done saves nothing (decision 0485).
  typedMoot: (page) => page.sim.control.db.find('devices', { uid: LOCK }).length === 0,
  buttons: [nav.retry, deviceDetail.command.lock, deviceDetail.command.unlock, deviceDetail.done, deviceMenu.moreActions, deviceMenu.refreshStatus, deviceMenu.resendPins, deviceMenu.failDevice, deviceMenu.cancel, ...lockRows],
  regions: {},
  // Done with nothing typed leaves the screen as it should: the name shown was never the installer's to save.
  leaves: [deviceDetail.done],
  doubleTaps: [deviceDetail.command.lock, deviceDetail.command.unlock, deviceDetail.done, deviceMenu.failDevice],
  // Never the name it has: a name typed always differs from the saved one, so Done must save it.
  fields: [{ label: deviceDetail.deviceName, values: NAMES }],
  // Refresh status is the harmless way out of an actions menu left open (seed 2): with the menu open, Done is behind it.
  wayForward: [nav.retry, deviceMenu.cancel, deviceMenu.refreshStatus, deviceDetail.done],
  drawnActions: 10,
  boundMs: 5 * 60_000,
  done: onUnitScreen,
  doneExpect: { text: texts.unitDetail.finish },
};
