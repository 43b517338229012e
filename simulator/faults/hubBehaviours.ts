/**
 * The hub behaviours a fault can put in front of a hub's defaults, by name: the one list of them.
 * Each says which moment it acts on (./moments.ts), what it does then, and its parameters. A hub
 * fault naming a behaviour that is not here, or with parameters that do not fit, is refused like
 * any other bad field; in code a misspelt name does not compile. A new fault is one entry here.
 * Faults of the same moment are asked in this order (a device still paired elsewhere is ignored
 * before it could fail to join).
 * `nth` and `times` count the moments the behaviour acts on (`when` narrows them), decision 0281.
 */
import { z } from 'zod';
import { durationSchema } from '../engine/duration';
import type { MomentInput, MomentName, MomentOutcome } from './moments';

export interface HubBehaviour<M extends MomentName = MomentName, P = Record<string, unknown>> {
  /** What the behaviour does when a fault hits it, for trainers reading the list. */
  description: string;
  /** The moment it acts on. */
  on: M;
  params: z.ZodType<P>;
  /** Which of the moment's occurrences count for it (all when left out). */
  when?(input: MomentInput<M>): boolean;
  /** What the hub does instead of its default; undefined leaves this occurrence to the next behaviour (a parameter that does not match it). */
  act(input: MomentInput<M>, params: P): MomentOutcome<M> | undefined;
}

/** A behaviour with its moment and parameters erased, so behaviours of different moments share one table. */
export interface AnyHubBehaviour {
  description: string;
  on: MomentName;
  params: z.ZodType<Record<string, unknown>>;
  when?(input: never): boolean;
  act(input: never, params: never): unknown;
}

export type HubBehaviours = Readonly<Record<string, AnyHubBehaviour>>;

/** What the fault schema checks of a behaviour: its name and parameters (../faults/schema.ts). */
export type HubBehaviourParams = Readonly<Record<string, Pick<AnyHubBehaviour, 'description' | 'params'>>>;

/** Keeps an entry's moment and parameters tied together while it is written. */
const behaviour = <M extends MomentName, P extends Record<string, unknown>>(entry: HubBehaviour<M, P>): HubBehaviour<M, P> => entry;

const none = z.object({}).strict();

export const addNodeFailedParams = z.object({
  /** protocol: the device is found but the protocol exchange fails; interview: it fails while the hub reads the device. */
  stage: z.enum(['protocol', 'interview']).default('protocol'),
}).strict();

export const offlineAtPrepParams = z.object({
  /** How long the hub stays off the network. */
  backAfter: durationSchema.default(120_000),
}).strict();

export const deadNodeParams = z.object({
  /** The dead device; every device when left out. */
  uid: z.string().min(1).optional(),
}).strict();

export const slowLockParams = z.object({
  /** How much later than a healthy lock it reports. */
  by: durationSchema.default(20_000),
}).strict();

export const hubBehaviours = {
  'inclusion.nothingJoins': behaviour({
    description: 'Counted at each inclusion, when the device should enter inclusion mode (5 s after the start): no device does, so the controller stops after 60 s and sends AddNode Failed. A device put in inclusion mode by hand still joins.',
    on: 'inclusion.deviceEntersMode',
    params: none,
    act: () => ({ kind: 'nothingJoins' }),
  }),
  'inclusion.needsExclusionFirst': behaviour({
    description: 'Counted at each new device heard during inclusion: it is still paired to another network, so the controller ignores it (AddNode Failed after 60 s) until an exclusion has reset it.',
    on: 'inclusion.deviceHeard',
    params: none,
    when: ({ newDevice }) => newDevice,
    act: () => ({ kind: 'pairedElsewhere' }),
  }),
  'inclusion.addNodeFailed': behaviour({
    description: 'Counted at each device heard during inclusion: the hub sends AddNode Failed instead of adding it, during the protocol exchange (`stage: "protocol"`, the default) or the interview (`"interview"`).',
    on: 'inclusion.deviceHeard',
    params: addNodeFailedParams,
    act: (_input, { stage }) => ({ kind: 'addNodeFails', stage }),
  }),
  'exclusion.timesOut': behaviour({
    description: 'Counted at each exclusion, when the device should enter exclusion mode (5 s after the start): none does, so the controller stops after 60 s and sends RemoveNode Failed.',
    on: 'exclusion.deviceEntersMode',
    params: none,
    act: () => ({ kind: 'nothingHeard' }),
  }),
  'yale.exclusionNotHeard': behaviour({
    description: 'Counted at each time a Yale lock\'s keypad puts it in exclusion mode (master code, 7, 3): the hub does not hear it, so the controller stops after 60 s and sends RemoveNode Failed.',
    on: 'yale.exclusionMode',
    params: none,
    act: () => ({ kind: 'notHeard' }),
  }),
  'hub.offlineAtPrep': behaviour({
    description: 'Counted at each inclusion or exclusion start call: the hub drops off the network (no heartbeat) and the call answers 504 as for an offline hub; the hub is back `backAfter` later (default 2 minutes).',
    on: 'pairing.start',
    params: offlineAtPrepParams,
    act: (_input, { backAfter }) => ({ kind: 'dropsOffline', backAfter }),
  }),
  'device.sensorsNeverReport': behaviour({
    description: 'Counted at each device the hub finishes adding: it joins and appears in the device list, but its sensors never report a reading.',
    on: 'device.added',
    params: none,
    act: () => ({ reports: false }),
  }),
  'device.ignoresCommands': behaviour({
    description: 'Counted at each device command the hub accepts (devices.command): the call answers 200, but the device never reports the change, so its readings stay as they were.',
    on: 'device.command',
    params: none,
    act: () => ({ reports: false }),
  }),
  'device.deadNode': behaviour({
    description: 'Counted at each device command the hub accepts for the device `uid` (any device when left out): the node is dead, so the call answers 200 but nothing ever reports back.',
    on: 'device.command',
    params: deadNodeParams,
    act: (input, { uid }) => (uid === undefined || uid === input.uid ? { reports: false } : undefined),
  }),
  'device.slowLock': behaviour({
    description: 'Counted at each lock command the hub accepts: the lock carries it out, but reports its new state `by` later than a healthy lock (default 20 s), as a lock at the edge of the mesh does.',
    on: 'device.command',
    params: slowLockParams,
    when: ({ deviceType }) => deviceType === 'lock',
    act: (_input, { by }) => ({ reports: true, lateByMs: by }),
  }),
  'hub.rebootsWhenReached': behaviour({
    description: 'Counted at each call that reaches the hub (a command, a pairing call, a device action): the hub starts rebooting instead (3.5 minutes without heartbeat) and the call answers 409 as for a busy hub.',
    on: 'hub.reached',
    params: none,
    act: () => ({ kind: 'reboots' }),
  }),
  'hub.offlineWhenReached': behaviour({
    description: 'Counted at each call that reaches the hub: it drops off the network (no heartbeat) and the call answers 504 as for an offline hub; it is back `backAfter` later (default 2 minutes).',
    on: 'hub.reached',
    params: offlineAtPrepParams,
    act: (_input, { backAfter }) => ({ kind: 'dropsOffline', backAfter }),
  }),
} satisfies HubBehaviours;

export type HubBehaviourName = keyof typeof hubBehaviours;
