import { texts } from '../../../app/domain/texts';
import type { FlowSpec } from './flowSpec';

const UNIT_PATH = '/community/cmty-7d2f9a0e-maple-court/unit/1008';
const HUB = 'HB2-1001204';
const { pairing, yale, nav } = texts;
const naming = pairing.naming;

/**
 * Including a Z-Wave device on unit 1204 (hub HB2-1001204, whose next device joins a few seconds
 * after each inclusion start), naming it and saving the name (spec 02 §2, §4, §5, §8).
 */
export const pairingFlow: FlowSpec = {
  name: 'pairing',
  path: UNIT_PATH,
  ready: pairing.panelTitle,
  scenario: { extends: 'default', description: 'The explorer\'s pairing flow on unit 1204, the clock paused.', clock: { paused: true } },
  // The start and abort calls and the naming's save weigh most: they are where the installer's answers come from.
  // The hub going offline once the device joined puts the stream's final failure on the naming form (decisions 0267, 0524).
  menu: { calls: ['hubs.inclusion', 'hubs.inclusion', 'devices.update', 'devices.update', 'devices.listByHub'], streamSerial: HUB, offlineAt: [{ state: 'AddNode', status: 'Done' }] },
  rules: {
    successShown: [
      // A failed abort that closes the setup page says nothing of the hub still listening (decision 0264).
      { call: 'hubs.inclusion', shown: (look) => look.buttons.includes(pairing.include) && !look.text.includes(pairing.abortFailed) && look.text.includes(pairing.panelTitle), expect: { text: pairing.abortFailed } },
      { call: 'devices.update', shown: (look) => !look.text.includes(naming.located) && look.text.includes(pairing.panelTitle), expect: { text: naming.save } },
    ],
    keptBy: ['devices.update'],
  },
  buttons: [nav.retry, pairing.include, yale.no, pairing.start, pairing.abort, pairing.buttons.tryAgain, pairing.buttons.goBack, naming.save, naming.reconnect, pairing.done, 'Door', 'Window'],
  regions: { [pairing.include]: pairing.panelTitle, [yale.no]: yale.question },
  leaves: [pairing.abort, pairing.buttons.goBack],
  doubleTaps: [pairing.start, pairing.abort, naming.save, pairing.buttons.tryAgain],
  fields: [
    { label: naming.deviceName, values: ['Front Door Lock', 'Hall Lock'] },
    { label: naming.deviceLocation, values: ['Back Door', 'Garage'] },
  ],
  // Go Back is the start error's only button (spec 02 §4, a stream that failed twice): it leaves, and Include starts again.
  wayForward: [nav.retry, pairing.buttons.tryAgain, naming.reconnect, 'Door', naming.save, pairing.done, pairing.start, yale.no, pairing.buttons.goBack, pairing.include],
  drawnActions: 12,
  boundMs: 10 * 60_000,
  done(page) {
    const devices = page.sim.control.db.find('devices', {});
    return devices.some((device) => device.gatewayId === '9e7d2c10-4b8a-4c55-a1f3-2b6e8d9c1204' && typeof device.name === 'string' && device.name !== '' && device.deviceType !== 'gateway') && !document.body.textContent?.includes(naming.located);
  },
  doneExpect: { text: pairing.panelTitle },
};
