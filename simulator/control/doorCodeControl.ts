/** The door-code service for trainers and tests: the sync records, and a status put on the running sync (a step, so it is traced). */
import type { RunningSimulator } from '../world/runningSimulator';
import { toJson } from '../engine/json';
import type { DoorCodeControl, JsonRecord } from './types';

export function createDoorCodeControl(sim: RunningSimulator): DoorCodeControl {
  return {
    syncs: () => (toJson(sim.db.doorCodeSyncs.all()) as unknown as JsonRecord[]).sort((a, b) => String(b.created).localeCompare(String(a.created))),
    setStatus: (status, deviceUid) =>
      sim.timeline.run({ 'doorCodes.setStatus': deviceUid === undefined ? { status } : { status, deviceUid } }, 'control', null, sim.clock.now()),
  };
}
