/**
 * What one explorer run plays (issue 38): the faults drawn for a seed, and the installer's
 * actions, drawn from the same seed as the run goes and kept, so a run can be played again and
 * shrunk. Faults come from the existing vocabulary (../faults/schema.ts), each with a window that
 * ends (`times`): the field heals, and the flow must then complete.
 */
import type { CallName } from '../../app/api/calls';
import { syncStatuses, type SyncRecord } from '../../app/api/schemas/doorCodes';
import type { SeededRandom } from '../engine/seededRandom';
import type { HubBehaviourName } from '../faults/hubBehaviours';
import type { HubMessageMatch } from '../faults/schema';

/** An installer's action, as the `expect` section writes it (../scenario/expectSchema.ts). */
export type ExploreAction =
  | { click: string; in?: string; double?: true }
  | { fill: string; value: string }
  | { wait: number }
  /** Keys on the Yale lock's keypad: the world around the phone, as the `step` entry writes it. */
  | { step: { 'yale.press': { serial: string; keys: string } } }
  /** The door-code service carries on with a held sync (paused, or slowed by poor signal), as the `step` entry writes it. */
  | { step: { 'doorCodes.setStatus': { deviceUid: string; status: 'in_progress' } } }
  /**
   * The phone's storage fills up (other apps took it): the harness fills the page's localStorage to
   * the last character. No scenario entry says it yet, so a found file names it in its description.
   */
  | { fullStorage: true };

export type ExploreFault =
  | { kind: 'http'; call: CallName; status?: number; body?: Record<string, unknown>; delayMs?: number; corrupt?: 'malformed' | 'truncated'; nth: number; times: number }
  | { kind: 'network'; call: CallName; failure: 'error' | 'reset' | 'hang'; nth: number; times: number }
  | { kind: 'hub'; behaviour: DeviceBehaviour; serial: string; nth: number; times: number }
  | { kind: 'stream'; action: 'drop'; afterMs: number; serial: string; nth: number; times: number }
  | { kind: 'stream'; action: 'refuse'; serial: string; nth: number; times: number }
  /** The hub goes offline `afterMs` after the message `onMessage` (a stage of the flow), for `forMs`. */
  | { kind: 'stream'; action: 'offline'; onMessage: HubMessageMatch; afterMs: number; forMs: number; serial: string; nth: number; times: number }
  /** The door-code service puts the nth sync of the lock into `status`, `afterMs` after it starts. */
  | { kind: 'doorCode'; status: SyncRecord['status']; deviceUid: string; afterMs: number; nth: number; times: number };

/** Where a flow can be hurt: the calls it makes and the hub whose stream it listens to. */
export interface FaultMenu {
  calls: readonly CallName[];
  streamSerial?: string;
  /**
   * Calls whose faults hit their first occurrence only: a Yale flow whose master-code fetch fails
   * again after a lock took the code generated the first time has its way on in the older codes,
   * which the explorer does not model yet.
   */
  firstOnly?: readonly CallName[];
  /** The lock whose door-code syncs the service may put into any of its ten statuses. */
  doorCodeLock?: string;
  /** Also answers cut short or not JSON, and connections reset after the server acted (the device and ticket flows). */
  corrupt?: true;
  /**
   * Calls a hang may hit: the app has no timeout of its own (docs/scenarios.md), so only a call
   * whose hang leaves the installer a way on belongs here (a poll, a command; not a save).
   */
  hangs?: readonly CallName[];
  /** A dead node or a slow lock on the stream's hub, at the device commands. */
  hub?: readonly DeviceBehaviour[];
  /**
   * Hub messages that mark a stage worth losing the hub at (the stream's hub goes offline a little
   * after one): a drop timed from a connection's opening rarely meets a stage a few seconds long.
   */
  offlineAt?: readonly HubMessageMatch[];
}

/** The hub behaviours of a device command the explorer draws (../faults/hubBehaviours.ts). */
export type DeviceBehaviour = Extract<HubBehaviourName, 'device.deadNode' | 'device.slowLock'>;

export interface Schedule {
  flow: string;
  seed: number;
  faults: ExploreFault[];
  /** Null while the run draws them from the seed; a list when a run is played again (shrinking). */
  actions: ExploreAction[] | null;
}

export const MAX_FAULTS = 3;
const SECOND = 1_000;
/**
 * The ten statuses, lock_offline twice: a lock going offline mid-sync is the field's commonest
 * trouble. A sync takes 300 s, so a status drawn later than 280 s would never hit.
 */
const DOOR_CODE_STATUSES: readonly SyncRecord['status'][] = [...syncStatuses, 'lock_offline'];
const DOOR_CODE_LAST_S = 280;

function drawFault(menu: FaultMenu, random: SeededRandom): ExploreFault {
  // The first or second occurrence: a flow's calls come once or twice before the installer moves on.
  const drawn = { nth: random.int(1, 2), times: random.int(1, 2) };
  const call = random.pick(menu.calls);
  const window = menu.firstOnly?.includes(call) ? { nth: 1, times: 1 } : drawn;
  const kinds = menu.streamSerial ? 6 : 4;
  // The service's statuses weigh as much as the call faults together: they are the flow's field conditions.
  const doorCodes = menu.doorCodeLock ? kinds : 0;
  // Kinds a menu opts into come after the others: a flow without them draws as it always did.
  const extra = [
    ...(menu.corrupt ? ['malformed', 'truncated', 'reset'] as const : []), ...(menu.hangs?.length ? ['hang'] as const : []), ...(menu.hub ?? []),
    ...(menu.offlineAt?.length && menu.streamSerial ? ['offline'] as const : []),
  ];
  const kind = random.int(1, kinds + doorCodes + extra.length);
  if (kind > kinds + doorCodes) return extraFault(menu, extra[kind - kinds - doorCodes - 1] as (typeof extra)[number], call, window, random);
  if (kind > kinds) {
    return { kind: 'doorCode', status: random.pick(DOOR_CODE_STATUSES), deviceUid: menu.doorCodeLock as string, afterMs: random.int(0, DOOR_CODE_LAST_S / 10) * 10 * SECOND, ...window };
  }
  switch (kind) {
    case 1:
      return { kind: 'http', call, status: random.pick([500, 503, 409]), ...window };
    case 2:
      // A 200 whose body is not the contract's: the app must not read it as done.
      return { kind: 'http', call, status: 200, body: { unexpected: true }, ...window };
    case 3:
      return { kind: 'network', call, failure: 'error', ...window };
    case 4:
      return { kind: 'http', call, delayMs: random.int(1, 20) * SECOND, ...window };
    case 5:
      return { kind: 'stream', action: 'drop', afterMs: random.int(0, 30) * SECOND, serial: menu.streamSerial as string, ...window };
    default:
      return { kind: 'stream', action: 'refuse', serial: menu.streamSerial as string, ...window };
  }
}

/** The longest an offline hub stays away: the flow's bound must still see it back and the flow done. */
const OFFLINE_LAST_S = 60;

function extraFault(menu: FaultMenu, kind: 'malformed' | 'truncated' | 'reset' | 'hang' | 'offline' | DeviceBehaviour, call: CallName, window: { nth: number; times: number }, random: SeededRandom): ExploreFault {
  if (kind === 'offline') {
    // The first time the flow reaches the stage: a flow reaches most stages once, and the window is the point.
    return { kind: 'stream', action: 'offline', onMessage: random.pick(menu.offlineAt ?? []), afterMs: random.int(0, 20) * SECOND, forMs: random.int(1, OFFLINE_LAST_S / 10) * 10 * SECOND, serial: menu.streamSerial as string, nth: 1, times: 1 };
  }
  if (kind === 'malformed' || kind === 'truncated') return { kind: 'http', call, corrupt: kind, ...window };
  if (kind === 'reset') return { kind: 'network', call, failure: 'reset', ...window };
  if (kind === 'hang') return { kind: 'network', call: random.pick(menu.hangs ?? []), failure: 'hang', ...window };
  return { kind: 'hub', behaviour: kind, serial: menu.streamSerial ?? '', ...window };
}

/** The faults of a seed: one to three, from the flow's menu (a run without one tells little). */
export function drawFaults(menu: FaultMenu, random: SeededRandom): ExploreFault[] {
  const faults = Array.from({ length: random.int(1, MAX_FAULTS) }, () => drawFault(menu, random));
  // Two faults on a first-only call would hit its first and second occurrence.
  const firstOnly = (fault: ExploreFault) => (!('call' in fault) ? null : (menu.firstOnly?.find((call) => call === fault.call) ?? null));
  return faults.filter((fault, index) => firstOnly(fault) === null || faults.findIndex((other) => firstOnly(other) === firstOnly(fault)) === index);
}

/** A fault in a few words, for the line a seed prints. */
export function describeFault(fault: ExploreFault): string {
  const window = `#${fault.nth}${fault.times > 1 ? `x${fault.times}` : ''}`;
  if (fault.kind === 'doorCode') return `doorCode ${fault.status} +${fault.afterMs / SECOND}s ${window}`;
  if (fault.kind === 'stream' && fault.action === 'offline') {
    const at = [fault.onMessage.state, fault.onMessage.status].filter(Boolean).join(' ');
    return `stream offline ${fault.forMs / SECOND}s at ${at} +${fault.afterMs / SECOND}s ${window}`;
  }
  if (fault.kind === 'stream') return `stream ${fault.action}${fault.action === 'drop' ? ` +${fault.afterMs / SECOND}s` : ''} ${window}`;
  if (fault.kind === 'hub') return `hub ${fault.behaviour} ${window}`;
  if (fault.kind === 'network') return `${fault.call} network-${fault.failure} ${window}`;
  const what = fault.corrupt ?? (fault.status === undefined ? `delay ${(fault.delayMs ?? 0) / SECOND}s` : fault.body ? `broken ${fault.status}` : String(fault.status));
  return `${fault.call} ${what} ${window}`;
}
