/**
 * What each kind of scheduled event does, by name: the scheduler stores only the name and a JSON
 * payload (../engine/scheduler.ts), and looks the handler up here when the event falls due.
 * Each part of the simulator (the Z-Wave controller, the door-code sync) adds its kinds here.
 */
import { z } from 'zod';
import { jsonValueSchema } from '../engine/json';
import { STEP_EVENT } from '../timeline/timeline';
import { stepCallSchema } from '../timeline/steps';
import { eventKind, type AnyEventKind } from '../core/eventKind';
import type { RunningSimulator } from './runningSimulator';
import { DEVICE_READING_EVENT, reportReading } from '../devices/readings';
import { DOOR_CODE_FAULT_EVENT, DOOR_CODE_STEP_EVENT, setSyncStatus, syncStep } from '../door-codes/sync';
import { syncStatuses } from '../../app/api/schemas/doorCodes';
import { exclusionTargetSchema, heldDeviceSchema } from '../db/controllerRecord';
import {
  controllerTimesOut,
  deviceAdded,
  deviceEntersModeByItself,
  deviceRemoved,
  inclusionFails,
  sensorsReport,
} from '../zwave/events';
import { sendMessage, ZWAVE_EVENTS } from '../zwave/scheduling';
import { STREAM_ACT_EVENT, STREAM_OFFLINE_EVENT } from '../stream/hubStream';

const hubPayload = z.object({ serial: z.string().min(1) });

export const eventKinds: Record<string, AnyEventKind<RunningSimulator>> = {
  /** A timeline step at its time (`entry`: its place in the scenario's timeline; null when scheduled otherwise). */
  [STEP_EVENT]: eventKind<{ entry: number | null; do: Record<string, unknown> }, RunningSimulator>({
    payload: z.object({ entry: z.number().int().min(0).nullable(), do: stepCallSchema }),
    run: async ({ sim, at }, { entry, do: call }) => void (await sim.timeline.run(call, 'timeline', entry, at)),
  }),
  /** A hub-stream message held back by a delay fault reaches its connection (if it is still open). */
  'stream.deliver': eventKind({
    payload: z.object({ connection: z.string(), message: jsonValueSchema }),
    run: ({ sim }, { connection, message }) => void sim.stream.send(connection, message),
  }),
  /** A drop fault closes its connection (if it is still open). */
  'stream.drop': eventKind({
    payload: z.object({ connection: z.string() }),
    run: ({ sim }, { connection }) => void sim.stream.dropConnection(connection),
  }),
  /** An `offline` fault's hub goes off the network, `afterMs` after the message it was counted at. */
  [STREAM_OFFLINE_EVENT]: eventKind({
    payload: hubPayload.extend({ forMs: z.number().int().min(1) }),
    run: ({ sim }, { serial, forMs }) => void sim.stream.offline(serial, forMs),
  }),
  /** What a stream fault left for later on a connection (if it is still open): a message each way, a close, a half-open. */
  [STREAM_ACT_EVENT]: eventKind({
    payload: z.discriminatedUnion('act', [
      z.object({ connection: z.string(), act: z.literal('deliver'), text: z.string() }),
      z.object({ connection: z.string(), act: z.literal('receive'), text: z.string() }),
      z.object({ connection: z.string(), act: z.literal('close'), code: z.number().int(), reason: z.string() }),
      z.object({ connection: z.string(), act: z.literal('halfOpen') }),
    ]),
    run: ({ sim }, { connection, ...act }) => void sim.stream.act(connection, act),
  }),
  /** A hub's Z-Wave controller sends a message (../zwave/scheduling.ts). */
  [ZWAVE_EVENTS.send]: eventKind({
    payload: hubPayload.extend({ message: jsonValueSchema }),
    run: ({ sim }, { serial, message }) => sendMessage(sim, serial, message),
  }),
  /** The device the installer holds enters the controller's running mode by itself. */
  [ZWAVE_EVENTS.press]: eventKind({
    payload: hubPayload,
    run: ({ sim, at }, { serial }) => deviceEntersModeByItself(sim, serial, at),
  }),
  /** The controller heard no device in time and leaves its mode. */
  [ZWAVE_EVENTS.timeout]: eventKind({
    payload: hubPayload,
    run: ({ sim }, { serial }) => controllerTimesOut(sim, serial),
  }),
  /** A hub behaviour ends the inclusion with AddNode Failed. */
  [ZWAVE_EVENTS.failed]: eventKind({
    payload: hubPayload,
    run: ({ sim }, { serial }) => inclusionFails(sim, serial),
  }),
  /** The interview is done: the device joins the hub's device list. */
  [ZWAVE_EVENTS.added]: eventKind({
    payload: hubPayload.extend({ nodeId: z.number().int().min(2), device: heldDeviceSchema }),
    run: ({ sim, at }, { serial, nodeId, device }) => deviceAdded(sim, serial, nodeId, device, at),
  }),
  /** The device in exclusion mode leaves the network. */
  [ZWAVE_EVENTS.removed]: eventKind({
    payload: hubPayload.extend({ target: exclusionTargetSchema }),
    run: ({ sim }, { serial, target }) => deviceRemoved(sim, serial, target),
  }),
  /** A device reports the reading a command changed (../devices/commandEffects.ts). */
  [DEVICE_READING_EVENT]: eventKind({
    payload: z.object({ uid: z.string(), sensorType: z.string(), value: z.string() }),
    run: ({ sim, at }, { uid, sensorType, value }) => reportReading(sim, uid, sensorType, value, at),
  }),
  /** A door-code fault puts the lock's newest sync into its status (../door-codes/sync.ts). */
  [DOOR_CODE_FAULT_EVENT]: eventKind({
    payload: z.object({ deviceUid: z.string(), status: z.enum(syncStatuses) }),
    run: async ({ sim, at }, { deviceUid, status }) => void (await setSyncStatus(sim, deviceUid, status, at)),
  }),
  /** A door-code sync's next step of work (../door-codes/sync.ts). */
  [DOOR_CODE_STEP_EVENT]: eventKind({
    payload: z.object({ deviceUid: z.string(), created: z.string() }),
    run: ({ sim, at }, { deviceUid, created }) => syncStep(sim, deviceUid, created, at),
  }),
  /** A device's periodic sensor report. */
  [ZWAVE_EVENTS.report]: eventKind({
    payload: z.object({ uid: z.string() }),
    run: ({ sim, at }, { uid }) => sensorsReport(sim, uid, at),
  }),
};

export function eventKindOf(name: string): AnyEventKind<RunningSimulator> {
  const kind = eventKinds[name];
  if (!kind) throw new Error(`Unknown scheduled event kind "${name}". Kinds: ${Object.keys(eventKinds).join(', ') || 'none'}`);
  return kind;
}
