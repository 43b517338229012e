/** What a healthy hub does at each moment: the last behaviour of every hub's list (./behaviourList.ts). */
import type { MomentInput, MomentName, MomentOutcome } from './moments';

export const defaultBehaviours: { [M in MomentName]: (input: MomentInput<M>) => MomentOutcome<M> } = {
  'pairing.start': () => ({ kind: 'proceeds' }),
  'controller.runs': () => ({ kind: 'simulated' }),
  'inclusion.deviceEntersMode': () => ({ kind: 'entersMode' }),
  'inclusion.deviceHeard': () => ({ kind: 'joins' }),
  'exclusion.deviceEntersMode': () => ({ kind: 'entersMode' }),
  'yale.exclusionMode': () => ({ kind: 'heard' }),
  'device.added': () => ({ reports: true }),
  'device.command': () => ({ reports: true }),
  'hub.reached': () => ({ kind: 'answers' }),
};
