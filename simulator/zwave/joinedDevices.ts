/**
 * Devices that join a hub during a run get a uid nobody can know when writing a scenario (it
 * holds the node id the controller gives). A scenario names one by what is known instead: the
 * hub and the order of joining, optionally counting only one catalogue model:
 * `{ "hub": "HB2-1001204", "joined": 1 }` is the first device to join that hub since the start.
 * Steps that take a device uid take this too (decision 0290).
 */
import { z } from 'zod';
import type { Simulator } from '../core/simulator';

/** The uid of the `count`th device to join `serial` in this run (count from 1). */
export const joinedDeviceUid = (serial: string, nodeId: number, count: number): string => `dev-${serial.toLowerCase()}-node-${nodeId}-${count}`;

const JOINED = /^dev-(.+)-node-\d+-(\d+)$/;

export const joinedDeviceSchema = z.object({
  /** The hub the device joined (its serial, e.g. HB2-1001204 for unit 1204). */
  hub: z.string().min(1),
  /** 1: the first device to join it since the scenario started (of `model`, when given). */
  joined: z.number().int().min(1).optional(),
  /** Count only devices of this catalogue model, e.g. "Yale Assure Lock SL". */
  model: z.string().min(1).optional(),
}).strict();
export type JoinedDevice = z.infer<typeof joinedDeviceSchema>;

/** A device as a step names it: a uid, or a device that joined during the run. */
export const deviceRefSchema = z.union([z.string().min(1), joinedDeviceSchema]);
export type DeviceRef = z.infer<typeof deviceRefSchema>;

/** The uid a reference names now; throws (the step fails, traced with the reason) when no such device has joined yet. */
export function resolveDeviceRef(sim: Simulator, ref: DeviceRef): string {
  if (typeof ref === 'string') return ref;
  const { hub, joined = 1, model } = ref;
  const prefix = hub.toLowerCase();
  const order = (uid: string) => Number(JOINED.exec(uid)?.[2] ?? 0);
  const candidates = sim.db.devices
    .all()
    .filter((device) => JOINED.exec(device.uid)?.[1] === prefix && (model === undefined || device.model === model))
    .sort((a, b) => order(a.uid) - order(b.uid));
  const device = candidates[joined - 1];
  if (!device) throw new Error(`no device${model ? ` of model "${model}"` : ''} number ${joined} has joined hub ${hub} yet (${candidates.length} so far)`);
  return device.uid;
}
