import { texts } from '../../../app/domain/texts';
import type { Broken, Look } from '../../../simulator/explore/invariants';
import type { ExploreAction } from '../../../simulator/explore/schedule';
import type { ExplorePage } from '../harness';
import type { FlowSpec } from './flowSpec';

const UNIT = 1004;
const LOCK = 'dev-1004-lock';
const LOCK_NAME = 'Front Door';
const { doorCodes, lockTasks, nav, unitDetail } = texts;
const showTasks = `${lockTasks.showTasks}: ${unitDetail.quantityOfModel(1, 'Yale Assure Lock 2 Touchscreen')}`;
/** Held statuses: the service carries on by itself (spec 02 §8), which the simulator leaves to a step (decision 0481). */
const HELD = ['paused', 'poor_cell_signal'];
const SYNC_WAIT_MS = 30_000;

interface SyncSeen {
  status: string;
  created: string;
}

/** The lock's syncs as the door-code service has them, newest first. */
function syncsOfLock(page: ExplorePage): SyncSeen[] {
  return page.sim.control.doorCodes.syncs().filter((record) => record.device_id === LOCK) as unknown as SyncSeen[];
}

/** The sync the run started (unit 104's seed has one complete sync, 95 minutes old), or null. */
function startedSync(page: ExplorePage): SyncSeen | null {
  const [newest] = syncsOfLock(page);
  return newest && syncsOfLock(page).length > 1 ? newest : null;
}

const dialogOpen = () => [...document.querySelectorAll('[role="dialog"]')].some((dialog) => dialog.textContent?.includes(doorCodes.title));

/** The service carrying on with a held sync: a move of the world, drawn or taken once the faults heal. */
function resume(page: ExplorePage): ExploreAction | null {
  const sync = startedSync(page);
  return sync && HELD.includes(sync.status) ? { step: { 'doorCodes.setStatus': { deviceUid: LOCK, status: 'in_progress' } } } : null;
}

/**
 * Once the faults heal: the service resuming a held sync; else, while the sync runs and the screen
 * offers nothing to press on, the installer waits half a minute at a time, not 5 s: a sync takes
 * 5 simulated minutes, and sixty looks at an unchanged screen cost a seed seconds of real time.
 */
function forward(seen: Look, page: ExplorePage, taken: readonly ExploreAction[]): ExploreAction | null {
  const held = resume(page);
  if (held) return held;
  // After Close, time passes before the next press: a sync press that starts nothing would
  // otherwise reopen and close the dialog with the clock standing still, never reaching the bound.
  const last = taken.at(-1);
  if (last && 'click' in last && last.click === doorCodes.close) return { wait: SYNC_WAIT_MS };
  const pressable = doorCodesFlow.wayForward.some((name) => seen.buttons.includes(name));
  return startedSync(page)?.status === 'in_progress' && !pressable ? { wait: SYNC_WAIT_MS } : null;
}

/**
 * The dialog says 'Syncing complete!' only for a sync the service has complete: shown while the
 * service reports the lock's newest sync in any other status (a failure, or still running), it
 * tells the installer to leave a lock whose codes did not all arrive.
 */
function noFalseSynced(page: ExplorePage): Broken | null {
  if (!dialogOpen() || !document.body.textContent?.includes(doorCodes.complete)) return null;
  const [newest] = syncsOfLock(page);
  if (!newest || newest.status === 'complete') return null;
  return { invariant: 'no-false-success', detail: `the sync dialog shows "${doorCodes.complete}" while the door-code service reports the lock's newest sync ${newest.status}`, expect: { noText: doorCodes.complete } };
}

/**
 * Syncing the door codes of unit 104's Front Door from its lock tasks (spec 02 §2, §4, §8: the
 * 'Syncing Door Codes' dialog, its progress and the banner of each status). The door-code service
 * may put a sync into any of its ten statuses; a paused or slowed sync carries on by itself, a
 * move of the world; after an error status the installer syncs again.
 */
export const doorCodesFlow: FlowSpec = {
  name: 'door-codes',
  path: `/community/cmty-7d2f9a0e-maple-court/unit/${UNIT}`,
  ready: unitDetail.devicesToInstall,
  scenario: { extends: 'default', description: "The explorer's door-code flow on unit 104's Front Door, the clock paused.", clock: { paused: true } },
  // The start and the dialog's poll weigh most: they are what the dialog shows and what starts the sync.
  menu: { calls: ['doorCodes.resendPins', 'doorCodes.resendPins', 'doorCodes.syncsForDevice', 'doorCodes.syncsForDevice', 'doorCodes.syncsForAddress', 'devices.listByHub'], doorCodeLock: LOCK },
  rules: {
    successShown: [{ call: 'doorCodes.resendPins', shown: (look) => look.text.includes(doorCodes.inProgress), expect: { noText: doorCodes.inProgress } }],
    keptBy: [],
  },
  buttons: [nav.retry, showTasks, lockTasks.syncDoorCodes, doorCodes.viewProgress, doorCodes.close, doorCodes.done, doorCodes.cantChangeBatteries, doorCodes.outOfTime],
  regions: { [lockTasks.syncDoorCodes]: LOCK_NAME, [doorCodes.viewProgress]: LOCK_NAME },
  leaves: [],
  doubleTaps: [lockTasks.syncDoorCodes],
  fields: [],
  // Close lets the installer sync again after a failure, and wait with the page behind the dialog;
  // 'Sync progress' is no way forward: with Close it would reopen and close the dialog with no time passing.
  wayForward: [nav.retry, showTasks, doorCodes.done, lockTasks.syncDoorCodes, doorCodes.close],
  worldMoves(_seen, page) {
    const move = resume(page);
    return move ? [move] : [];
  },
  worldForward: forward,
  check: noFalseSynced,
  drawnActions: 12,
  // Three syncs of 5 minutes: a status drawn with `times: 2` fails two of them near their end (seed 25).
  boundMs: 15 * 60_000,
  done(page) {
    const text = document.body.textContent ?? '';
    return startedSync(page)?.status === 'complete' && (text.includes(doorCodes.complete) || (!dialogOpen() && text.includes(lockTasks.codesSynced)));
  },
  doneExpect: { text: lockTasks.codesSynced },
};
