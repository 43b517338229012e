/**
 * What can happen to a hub by serial, outside the API calls: trainers, tests and scenario steps
 * reboot, restart or update it and take it off the network. `at` is the simulator time it
 * happens (a scheduled step's own time, even when a jump runs it later).
 */
import type { Simulator } from '../core/simulator';
import type { HubRecord } from '../db/schemas';
import { saveHub } from './hubRecords';
import { hubAt, startReboot, startRestart, startUpdate } from './lifecycle';
import { nextReleaseCommit } from './nextRelease';

export type HubLifecycleStart = 'reboot' | 'restart' | 'update';

export function findHub(sim: Simulator, serial: string): HubRecord {
  const hub = sim.db.hubs.findFirst((q) => q.where({ hub_serial_number: serial }));
  if (!hub) throw new Error(`No hub with serial "${serial}"`);
  return hub;
}

/** Starts a reboot, restart or update (of `commit`, else a made-up release); throws while the hub is busy. */
export async function beginHubLifecycle(sim: Simulator, serial: string, kind: HubLifecycleStart, at: number, commit?: string): Promise<HubRecord> {
  const stored = findHub(sim, serial);
  const started = kind === 'reboot' ? startReboot(stored, at)
    : kind === 'restart' ? startRestart(stored, at)
      : startUpdate(stored, at, commit ?? nextReleaseCommit(at));
  if (!started.ok) throw new Error(`Hub ${serial} is already rebooting, restarting or updating`);
  return saveHub(sim, stored, started.hub);
}

/** Offline stops the heartbeat: last_seen stays at the last one sent before `at`. Online resumes it. */
export async function setHubOnline(sim: Simulator, serial: string, online: boolean, at: number): Promise<HubRecord> {
  const stored = findHub(sim, serial);
  return saveHub(sim, stored, { ...stored, last_seen: hubAt(stored, at).last_seen, online });
}
