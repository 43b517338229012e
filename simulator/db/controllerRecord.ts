/**
 * The simulated Z-Wave controller of one hub, as data: its mode, the scheduled events of what it
 * is doing, the device a trainer put in inclusion or exclusion mode, and the device the installer
 * still holds after a failed inclusion. Stored in the database (collection `zwaveControllers`), so
 * it is saved and restored like any record; its pending events are the scheduler's.
 */
import { z } from 'zod';

/** A physical device the installer holds: a catalogue model, and the work-ticket line it fulfils (if any). */
export const heldDeviceSchema = z.object({
  model: z.string(),
  wtField: z.string().nullable(),
  sensorReadings: z.string().nullable(),
});
export type HeldDevice = z.infer<typeof heldDeviceSchema>;

/** What an exclusion removes: a node of this hub, or a device of another network ("stranger", reported as node 0). */
export const exclusionTargetSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('node'), nodeId: z.number().int().min(1) }),
  z.object({ kind: z.literal('stranger'), model: z.string() }),
]);
export type ExclusionTarget = z.infer<typeof exclusionTargetSchema>;

export const pairingModes = ['inclusion', 'exclusion'] as const;
export type PairingMode = (typeof pairingModes)[number];

export const controllerRecordSchema = z.object({
  serial: z.string(),
  mode: z.enum(['idle', 'including', 'excluding']),
  /** Simulator time (ms) the current mode started; null when idle. */
  since: z.number().nullable(),
  /** Ids of the scheduled events of the current inclusion or exclusion: abort and reset cancel them. */
  events: z.array(z.string()),
  /** When a device was heard in the current mode; null while the controller still listens. */
  heardAt: z.number().nullable(),
  /** From this time the device has joined at the protocol level: an abort no longer stops its inclusion. */
  committedAt: z.number().nullable(),
  /** A device put in inclusion or exclusion mode by hand, waiting for the controller's next matching mode. */
  waiting: z.discriminatedUnion('mode', [
    z.object({ mode: z.literal('inclusion'), device: heldDeviceSchema }),
    z.object({ mode: z.literal('exclusion'), target: exclusionTargetSchema }),
  ]).nullable(),
  /** The device the installer still holds after an inclusion that did not add it; `foreign`: still paired to another network. */
  door: heldDeviceSchema.extend({ foreign: z.boolean() }).nullable(),
  /** The last node id given out: Z-Wave controllers do not reuse freed ids until the network is reset. */
  lastNodeId: z.number().int().min(1),
  /** Devices added so far: keeps each new device's uid unique, even when a reset gives its node id out again. */
  added: z.number().int().min(0),
  /** Starts accepted so far, per mode. */
  attempts: z.object({ inclusion: z.number().int().min(0), exclusion: z.number().int().min(0) }),
});
export type ControllerRecord = z.infer<typeof controllerRecordSchema>;

export function idleController(serial: string, lastNodeId: number): ControllerRecord {
  return {
    serial,
    mode: 'idle',
    since: null,
    events: [],
    heardAt: null,
    committedAt: null,
    waiting: null,
    door: null,
    lastNodeId,
    added: 0,
    attempts: { inclusion: 0, exclusion: 0 },
  };
}

/** The controller's mode while it runs `mode`. */
export const busyWith = { inclusion: 'including', exclusion: 'excluding' } as const satisfies Record<PairingMode, ControllerRecord['mode']>;

export function runningMode(record: ControllerRecord): PairingMode | null {
  if (record.mode === 'including') return 'inclusion';
  return record.mode === 'excluding' ? 'exclusion' : null;
}
