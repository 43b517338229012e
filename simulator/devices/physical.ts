/**
 * Physical steps at a sensor (not through the app): a door opened or closed, motion in front of a
 * motion sensor, water at a leak sensor. What each does to the readings is a table; the device
 * reports at once, and a motion sensor resets a minute later, as the hardware does.
 */
import type { Simulator } from '../core/simulator';
import { deviceModels } from '../seed/catalogues';
import type { ReadingChange } from './commandEffects';
import { DEVICE_READING_EVENT, reportReading } from './readings';

export const sensorActions = ['open', 'close', 'motion', 'leak', 'dry'] as const;
export type SensorAction = (typeof sensorActions)[number];
export type SensorKind = 'door' | 'motion' | 'leak';

/** A motion sensor reports "no motion" (DisturbanceReset) this long after it saw motion. */
export const MOTION_RESET_MS = 60_000;

const now = (sensorType: string, value: string, afterMs = 0): ReadingChange => ({ sensorType, value, afterMs });

const READINGS: Record<SensorKind, Partial<Record<SensorAction, ReadingChange[]>>> = {
  // A contact sensor reports through DoorLocked: 'True' is closed.
  door: { open: [now('DoorLocked', 'False')], close: [now('DoorLocked', 'True')] },
  motion: { motion: [now('Motion', 'True'), now('DisturbanceReset', 'True', MOTION_RESET_MS)] },
  leak: { leak: [now('BinarySensorWater', 'True')], dry: [now('BinarySensorWater', 'False')] },
};

/** What a catalogue model senses, or null when it is not a binary sensor. */
export function sensorKindOf(model: string | null | undefined): SensorKind | null {
  const found = deviceModels.find((candidate) => candidate.model === model);
  return found?.liveType === 'binary_sensor' ? (found.sensorKind ?? 'door') : null;
}

export type SensorOutcome = { ok: true; changes: ReadingChange[] } | { ok: false; error: string };

/** The readings `action` makes a sensor of `kind` report; refused when that sensor cannot sense it. */
export function sensorReadings(kind: SensorKind | null, action: SensorAction): SensorOutcome {
  const changes = kind ? READINGS[kind][action] : undefined;
  if (!changes) return { ok: false, error: kind ? `a ${kind} sensor does not sense "${action}"` : 'not a door, motion or leak sensor' };
  return { ok: true, changes };
}

/** Does `action` at the sensor `uid` now (`at`): the first readings at once, later ones scheduled. */
export async function actAtSensor(sim: Simulator, uid: string, action: SensorAction, at: number): Promise<void> {
  const device = sim.db.devices.findFirst((q) => q.where({ uid }));
  if (!device) throw new Error(`No device "${uid}"`);
  const outcome = sensorReadings(sensorKindOf(device.model), action);
  if (!outcome.ok) throw new Error(`${device.name || uid}: ${outcome.error}`);
  for (const { sensorType, value, afterMs } of outcome.changes) {
    if (afterMs === 0) await reportReading(sim, uid, sensorType, value, at);
    else sim.scheduler.schedule(DEVICE_READING_EVENT, at + afterMs, { uid, sensorType, value });
  }
}
