/**
 * "Make the next inclusion fail at a chosen stage": each stage the simulated controller knows,
 * as the one fault that breaks it once. The trainer's button and the `zwave.failNextInclusion`
 * step add that fault, so the engine's fault book decides the moment, as for a scenario's faults.
 */
import type { CallName } from '../../app/api/calls';
import type { HubFaultInput } from '../faults/schema';

export const inclusionFailStages = ['start', 'nothingJoins', 'protocol', 'interview'] as const;
export type InclusionFailStage = (typeof inclusionFailStages)[number];

/** What each stage does to the next inclusion, for trainers choosing one. */
export const inclusionFailDescriptions: Record<InclusionFailStage, string> = {
  start: 'the start call answers 500 (prep error)',
  nothingJoins: 'no device is heard: AddNode Failed after 60 s',
  protocol: 'the device is heard, then the protocol exchange fails',
  interview: 'the device joins, then the interview fails',
};

/** The fault that makes the next inclusion of hub `serial` fail at `stage`. */
export function inclusionFailureFault(serial: string, stage: InclusionFailStage): HubFaultInput | { kind: 'http'; call: CallName; status: number; times: number } {
  switch (stage) {
    case 'start':
      return { kind: 'http', call: 'hubs.inclusion', status: 500, times: 1 };
    case 'nothingJoins':
      return { kind: 'hub', behaviour: 'inclusion.nothingJoins', serial, times: 1 };
    case 'protocol':
    case 'interview':
      return { kind: 'hub', behaviour: 'inclusion.addNodeFailed', params: { stage }, serial, times: 1 };
  }
}
