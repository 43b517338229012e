import { keypadEntry } from '../../../app/domain/pairing/yale';
import { texts } from '../../../app/domain/texts';
import type { Broken, Look } from '../../../simulator/explore/invariants';
import type { ExploreAction } from '../../../simulator/explore/schedule';
import { FILLER_PREFIX } from '../../../simulator/phone/phone';
import type { ExplorePage } from '../harness';
import type { FlowSpec } from './flowSpec';

const UNIT = 1008;
const HUB = 'HB2-1001204';
const GATEWAY = '9e7d2c10-4b8a-4c55-a1f3-2b6e8d9c1204';
const { pairing, yale, nav } = texts;
const naming = pairing.naming;

/** The master code the stage shows large (its section is labelled "Master code"), or null off that stage. */
function shownMasterCode(): string | null {
  for (const section of document.querySelectorAll('section[aria-labelledby]')) {
    if (document.getElementById(section.getAttribute('aria-labelledby') ?? '')?.textContent?.trim() !== yale.masterCode) continue;
    return section.querySelector('p')?.textContent?.trim() ?? null;
  }
  return null;
}

/** The keys the screen's exclusion or inclusion steps ask for; a new lock (no master code yet) takes the code first (code, #). */
function keypadMove(seen: Look, page: ExplorePage): ExploreAction | null {
  const code = /enter the master code (\d+), then #/.exec(seen.text)?.[1];
  if (!code) return null;
  const [, , exclusion] = yale.exclusionSteps(code);
  const [, , inclusion] = yale.inclusionSteps(code);
  const isNew = page.sim.control.yale.locks().some((lock) => lock.serial === HUB && lock.masterCode === null);
  const keys = exclusion && seen.text.includes(exclusion) ? `${isNew ? `${code}#` : ''}${keypadEntry(code, 'exclusion')}` : inclusion && seen.text.includes(inclusion) ? keypadEntry(code, 'inclusion') : null;
  return keys ? { step: { 'yale.press': { serial: HUB, keys } } } : null;
}

const storageFilled = () => Object.keys(localStorage).some((key) => key.startsWith(FILLER_PREFIX));
const appKeys = () => Object.keys(localStorage).filter((key) => key.startsWith('installer:'));

/**
 * A generated master code the server does not have is in localStorage, which a reload keeps: a
 * lock may hold it already. When storage is full it takes room from the app's other records; only
 * when none is left to take from may it live elsewhere, and then the stage says so (decision 0268).
 */
function codeKept(page: ExplorePage, seen: Look): Broken | null {
  const code = shownMasterCode();
  if (!code) return null;
  // Only the server's data counts, not a save answered 200: a fault's 200 keeps nothing, and the lock may hold the code (decision 0500).
  if (page.sim.control.db.find('yaleMasterCodes', { addressId: UNIT }).some((record) => record.activeMasterCode === code)) return null;
  const keptKey = appKeys().find((key) => key.endsWith(`:yaleMasterCode:${UNIT}`));
  if (keptKey && localStorage.getItem(keptKey) === JSON.stringify(code)) return null;
  const others = appKeys().filter((key) => key !== keptKey);
  if (others.length === 0 && seen.text.includes(yale.notKept(code))) return null;
  const where = others.length ? `while ${others.length} other record(s) of the app stay in localStorage` : 'and the stage does not say the phone cannot keep it';
  return { invariant: 'code-kept', detail: `master code ${code}, which the server does not have, is not in localStorage ${where}`, expect: { text: yale.notKept(code) } };
}

/**
 * Including unit 1204's Yale lock, a new one at the door (spec 02 §4 'Yale flow', §7, §8): the
 * master code (the server's, or one the phone generates, keeps and saves when the fetch fails),
 * the exclusion and the inclusion from the lock's keypad, then the lock's name and location. The
 * keypad's keys and the phone's storage filling up are moves of the world the run draws too.
 */
export const yaleFlow: FlowSpec = {
  name: 'yale',
  path: `/community/cmty-7d2f9a0e-maple-court/unit/${UNIT}`,
  ready: pairing.panelTitle,
  scenario: {
    extends: 'default',
    description: "The explorer's Yale flow on unit 1204, its lock new (no master code), the clock paused.",
    clock: { paused: true },
    yaleLocks: [{ serial: HUB, masterCode: null }],
  },
  // The master-code fetch and save weigh most: a failed fetch is what makes the phone generate and keep a code.
  menu: { calls: ['yale.getMasterCodes', 'yale.getMasterCodes', 'yale.getMasterCodes', 'yale.saveMasterCode', 'yale.saveMasterCode', 'yale.saveMasterCode', 'hubs.exclusion', 'hubs.inclusion', 'devices.update'], streamSerial: HUB, firstOnly: ['yale.getMasterCodes'] },
  rules: { successShown: [], keptBy: ['devices.update'] },
  buttons: [nav.retry, pairing.include, yale.yes, pairing.start, pairing.includeNow, pairing.abort, pairing.buttons.tryAgain, pairing.buttons.skipExclusion, pairing.buttons.goBack, naming.save, naming.reconnect, pairing.done, 'Door'],
  regions: { [pairing.include]: pairing.panelTitle, [yale.yes]: yale.question },
  leaves: [pairing.abort, pairing.buttons.goBack],
  doubleTaps: [pairing.start, pairing.includeNow, naming.save, pairing.buttons.tryAgain],
  fields: [
    { label: naming.deviceName, values: ['Front Door Lock', 'Hall Lock'] },
    { label: naming.deviceLocation, values: ['Front Door', 'Garage'] },
  ],
  // Go Back is the only button of an error after a stream that failed twice (spec 02 §4): it leaves, and Include starts again.
  wayForward: [nav.retry, pairing.buttons.tryAgain, pairing.buttons.skipExclusion, naming.reconnect, 'Door', naming.save, pairing.done, pairing.includeNow, pairing.start, yale.yes, pairing.buttons.goBack, pairing.include],
  worldMoves(seen, page) {
    const keys = keypadMove(seen, page);
    // Twice while storage has room: a full phone before the code is generated is the case that matters.
    const full: ExploreAction[] = storageFilled() ? [] : [{ fullStorage: true }, { fullStorage: true }];
    return [...(keys ? [keys] : []), ...full];
  },
  worldForward(seen, page, taken) {
    const keys = keypadMove(seen, page);
    if (!keys) return null;
    // Once per screen: keys pressed since the installer's last press are not pressed again.
    const since = taken.slice(taken.findLastIndex((action) => 'click' in action) + 1);
    return since.some((action) => JSON.stringify(action) === JSON.stringify(keys)) ? null : keys;
  },
  check: codeKept,
  drawnActions: 12,
  boundMs: 10 * 60_000,
  done(page) {
    const devices = page.sim.control.db.find('devices', { gatewayId: GATEWAY });
    return devices.some((device) => device.model === 'Yale Assure Lock SL' && typeof device.name === 'string' && device.name !== '') && !document.body.textContent?.includes(naming.located);
  },
  doneExpect: { text: pairing.panelTitle },
};
