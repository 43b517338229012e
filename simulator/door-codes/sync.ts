/**
 * The provider's door-code service as the simulator runs it: resending pins starts a sync of a
 * lock, which sends then verifies the codes over about 5 minutes of simulator time, one step every
 * 5 s (a scheduled event, so clock.advance and clock.jump move it and a reload goes on). Each step
 * updates the record's percentages and the lock's dcm counts; the master code is synced last.
 * Scenario steps put a running sync into any status (./steps in ../timeline/steps.ts): error
 * statuses and paused stop it, in_progress resumes it, poor_cell_signal slows it down. A door-code
 * fault does the same to a sync it hits, `afterMs` after the sync starts.
 */
import type { SyncRecord } from '../../app/api/schemas';
import type { Simulator } from '../core/simulator';
import type { DoorCodeSyncRecord } from '../db/schemas';
import { dcmAfter, percentages, TOTAL_MS } from './progress';
import { SLOW_FACTOR, STEP_MS } from './timing';

export const DOOR_CODE_STEP_EVENT = 'doorCodes.step';
/** A door-code fault puts a sync into its status (../faults/schema.ts, kind doorCode). */
export const DOOR_CODE_FAULT_EVENT = 'doorCodes.fault';

type Status = SyncRecord['status'];

declare module '../engine/bus' {
  interface SimEvents {
    /** A door-code sync started, moved on or changed status. */
    'doorCodes.progress': { deviceUid: string; status: Status; sent_percent: number; verified_percent: number };
  }
}

const RUNNING: readonly Status[] = ['in_progress', 'poor_cell_signal'];
const ACTIVE: readonly Status[] = [...RUNNING, 'paused'];

const iso = (at: number) => new Date(at).toISOString();

function announce(sim: Simulator, record: DoorCodeSyncRecord): void {
  const { device_id, status, sent_percent, verified_percent } = record;
  sim.bus.emit('doorCodes.progress', { deviceUid: device_id, status, sent_percent, verified_percent });
}

async function save(sim: Simulator, record: DoorCodeSyncRecord, patch: Partial<DoorCodeSyncRecord>): Promise<DoorCodeSyncRecord> {
  const next = { ...record, ...patch };
  await sim.db.doorCodeSyncs.update((q) => q.where({ device_id: record.device_id, created: record.created }), {
    data: (draft) => void Object.assign(draft, patch),
  });
  if (patch.progressMs !== undefined) {
    await sim.db.devices.update((q) => q.where({ uid: record.device_id }), {
      data: (draft) => {
        if (draft.dcm) draft.dcm = dcmAfter(draft.dcm, next.progressMs);
      },
    });
  }
  announce(sim, next);
  return next;
}

function scheduleStep(sim: Simulator, record: Pick<DoorCodeSyncRecord, 'device_id' | 'created'>, at: number): void {
  sim.scheduler.schedule(DOOR_CODE_STEP_EVENT, at, { deviceUid: record.device_id, created: record.created });
}

/** The newest sync of a lock (of any lock when none is named). */
export function latestSync(sim: Simulator, deviceUid?: string): DoorCodeSyncRecord | undefined {
  const records = deviceUid ? sim.db.doorCodeSyncs.findMany((q) => q.where({ device_id: deviceUid })) : sim.db.doorCodeSyncs.all();
  return [...records].sort((a, b) => b.created.localeCompare(a.created))[0];
}

/** Starts a sync of a lock; a sync of that lock still running is kept instead. */
export async function startSync(sim: Simulator, deviceUid: string, at: number): Promise<DoorCodeSyncRecord> {
  const lock = sim.db.devices.findFirst((q) => q.where({ uid: deviceUid }));
  const unit = lock && sim.db.units.findFirst((q) => q.where({ gatewayId: lock.gatewayId }));
  if (!lock || lock.deviceType !== 'lock' || !unit) throw new Error(`No lock ${deviceUid} in a unit`);
  const running = latestSync(sim, deviceUid);
  if (running && ACTIVE.includes(running.status)) return running;
  const record = await sim.db.doorCodeSyncs.create({
    device_id: deviceUid,
    addressId: unit.id,
    status: 'in_progress',
    created: iso(at),
    last_updated: iso(at),
    completed: null,
    reason: null,
    ...percentages(0),
    progressMs: 0,
    nextStepAt: at + STEP_MS,
    stalledUntil: null,
  });
  scheduleStep(sim, record, at + STEP_MS);
  const fault = sim.faults.take({ on: 'doorCode.sync', deviceUid });
  if (fault) sim.scheduler.schedule(DOOR_CODE_FAULT_EVENT, at + fault.afterMs, { deviceUid, status: fault.status });
  return save(sim, record, { progressMs: 0 });
}

/** One step of work; a step left over from before a status change (nextStepAt moved) does nothing. */
export async function syncStep(sim: Simulator, deviceUid: string, created: string, at: number): Promise<void> {
  const record = sim.db.doorCodeSyncs.findFirst((q) => q.where({ device_id: deviceUid, created }));
  if (!record || record.nextStepAt !== at) return;
  if (!RUNNING.includes(record.status)) {
    await save(sim, record, { nextStepAt: null });
    return;
  }
  const stalled = record.stalledUntil !== null && at < record.stalledUntil;
  const work = stalled ? 0 : STEP_MS * (record.status === 'poor_cell_signal' ? SLOW_FACTOR : 1);
  const progressMs = Math.min(TOTAL_MS, record.progressMs + work);
  const done = progressMs >= TOTAL_MS;
  await save(sim, record, {
    progressMs,
    ...percentages(progressMs),
    last_updated: iso(at),
    status: done ? 'complete' : record.status,
    completed: done ? iso(at) : null,
    nextStepAt: done ? null : at + STEP_MS,
  });
  if (!done) scheduleStep(sim, record, at + STEP_MS);
}

/** Puts the newest sync (of `deviceUid` if given) into a status, as the provider's service would report it. */
export async function setSyncStatus(sim: Simulator, deviceUid: string | undefined, status: Status, at: number): Promise<void> {
  const record = latestSync(sim, deviceUid);
  if (!record) throw new Error(deviceUid ? `No door-code sync of ${deviceUid}` : 'No door-code sync has started');
  if (status === 'complete') {
    await save(sim, record, { status, progressMs: TOTAL_MS, ...percentages(TOTAL_MS), last_updated: iso(at), completed: iso(at), nextStepAt: null });
    return;
  }
  const resume = RUNNING.includes(status) && record.nextStepAt === null;
  await save(sim, record, {
    status,
    last_updated: iso(at),
    completed: null,
    nextStepAt: RUNNING.includes(status) ? (resume ? at + STEP_MS : record.nextStepAt) : null,
  });
  if (resume) scheduleStep(sim, record, at + STEP_MS);
}

/** The newest sync makes no progress for `forMs` (it stays in progress), then carries on. */
export async function stallSync(sim: Simulator, deviceUid: string | undefined, forMs: number, at: number): Promise<void> {
  const record = latestSync(sim, deviceUid);
  if (!record) throw new Error(deviceUid ? `No door-code sync of ${deviceUid}` : 'No door-code sync has started');
  await save(sim, record, { stalledUntil: at + forMs, last_updated: iso(at) });
}
