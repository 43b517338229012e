/**
 * Hub behaviours a fault can change, by name: the slot where the simulated hub's failures plug in.
 * Each names its parameters; a hub fault naming a behaviour that is not here, or with parameters
 * that do not fit, is refused like any other bad field. The simulated Z-Wave controller
 * (../zwave/controller.ts) asks the fault book at the moment each behaviour matters, with
 * `faults.take({ on: 'hub', behaviour, serial })`, so `nth` and `times` count those moments.
 */
import { z } from 'zod';
import { durationSchema } from '../timeline/duration';

export interface HubBehaviour {
  /** What the behaviour does when a fault hits it, for trainers reading the list. */
  description: string;
  params: z.ZodType<Record<string, unknown>>;
}

export type HubBehaviours = Readonly<Record<string, HubBehaviour>>;

const none = z.object({}).strict();

export const addNodeFailedParams = z.object({
  /** protocol: the device is found but the protocol exchange fails; interview: it fails while the hub reads the device. */
  stage: z.enum(['protocol', 'interview']).default('protocol'),
}).strict();

export const offlineAtPrepParams = z.object({
  /** How long the hub stays off the network. */
  backAfter: durationSchema.default(120_000),
}).strict();

export const hubBehaviours = {
  'inclusion.nothingJoins': {
    description: 'Counted at each inclusion, when the device should enter inclusion mode (5 s after the start): no device does, so the controller stops after 60 s and sends AddNode Failed. A device put in inclusion mode by hand still joins.',
    params: none,
  },
  'inclusion.addNodeFailed': {
    description: 'Counted at each device heard during inclusion: the hub sends AddNode Failed instead of adding it, during the protocol exchange (`stage: "protocol"`, the default) or the interview (`"interview"`).',
    params: addNodeFailedParams,
  },
  'inclusion.needsExclusionFirst': {
    description: 'Counted at each new device heard during inclusion: it is still paired to another network, so the controller ignores it (AddNode Failed after 60 s) until an exclusion has reset it.',
    params: none,
  },
  'exclusion.timesOut': {
    description: 'Counted at each exclusion, when the device should enter exclusion mode (5 s after the start): none does, so the controller stops after 60 s and sends RemoveNode Failed.',
    params: none,
  },
  'yale.exclusionNotHeard': {
    description: 'Counted at each time a Yale lock\'s keypad puts it in exclusion mode (master code, 7, 3): the hub does not hear it, so the controller stops after 60 s and sends RemoveNode Failed.',
    params: none,
  },
  'hub.offlineAtPrep': {
    description: 'Counted at each inclusion or exclusion start call: the hub drops off the network (no heartbeat) and the call answers 504 as for an offline hub; the hub is back `backAfter` later (default 2 minutes).',
    params: offlineAtPrepParams,
  },
  'device.sensorsNeverReport': {
    description: 'Counted at each device the hub finishes adding: it joins and appears in the device list, but its sensors never report a reading.',
    params: none,
  },
  'device.ignoresCommands': {
    description: 'Counted at each device command the hub accepts (devices.command): the call answers 200, but the device never reports the change, so its readings stay as they were.',
    params: none,
  },
} satisfies HubBehaviours;

export type HubBehaviourName = keyof typeof hubBehaviours;
