/**
 * Physical steps at the door and the state of each hub's Z-Wave controller, for trainers (the
 * director panel) and tests. The steps go through the timeline, so they are traced like any step.
 */
import type { RunningSimulator } from '../world/runningSimulator';
import { toJson } from '../engine/json';
import { findHub } from '../hub/hubActions';
import { controllerState } from '../zwave/controllerState';
import type { JsonRecord, ZwaveControl } from './types';

export function createZwaveControl(sim: RunningSimulator): ZwaveControl {
  const step = (name: string, serial: string, device?: string) =>
    sim.timeline.run({ [name]: device === undefined ? { serial } : { serial, device } }, 'control', null, sim.clock.now());
  return {
    controller(serial) {
      findHub(sim, serial);
      return toJson(controllerState(sim, serial)) as unknown as JsonRecord;
    },
    putInInclusionMode: (serial, device) => step('zwave.inclusionMode', serial, device),
    putInExclusionMode: (serial, device) => step('zwave.exclusionMode', serial, device),
    failNextInclusion: (serial, stage) => sim.timeline.run({ 'zwave.failNextInclusion': { serial, stage } }, 'control', null, sim.clock.now()),
  };
}
