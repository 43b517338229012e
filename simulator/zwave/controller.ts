/**
 * The simulated Z-Wave controller of each hub, modelled on a real one (zwave-js MockController):
 * the API starts and aborts inclusion or exclusion; a device enters inclusion or exclusion mode
 * by itself a few seconds after the start (the installer pressing its button) or by hand through
 * the control API; what the hub then says is scheduled on the simulator clock as events. One mode
 * at a time: it refuses to include while excluding and the other way round, and leaves the mode by
 * itself after 60 s without a device. Its state is a record (./controllerRecord.ts) and pending
 * events, never closures, so a reload in the middle goes on where it was.
 */
import type { DeviceToInstall } from '../../app/api/schemas';
import type { Simulator } from '../core/simulator';
import type { DeviceRecord } from '../db/schemas';
import { toJson, type JsonValue } from '../engine/json';
import { addNodeFailedParams, type HubBehaviourName } from '../faults/hubBehaviours';
import { findHub } from '../hub/hubActions';
import {
  busyWith,
  idleController,
  runningMode,
  type ControllerRecord,
  type ExclusionTarget,
  type HeldDevice,
  type PairingMode,
} from './controllerRecord';
import { includedDeviceRecord } from './includedDevice';
import { defaultExclusionTarget, heldOfModel, highestNodeId, isZwaveNode, lastAdded, nodeOnHub, stillToInstall, zwaveModel } from './nodes';
import { done, exclusionProgress, failed, inclusionProgress, started, type ProgressStep, type ZwaveMessage } from './progress';
import { CONTROLLER_TIMEOUT_MS, DEVICE_PRESS_AFTER_MS, INCLUSION_AFTER_PRESS_MS, SENSOR_REPORT_EVERY_MS, STARTED_AFTER_MS } from './timing';

/** The scheduled event kinds of the controller (their handlers are in ../core/eventKinds.ts). */
export const ZWAVE_EVENTS = {
  send: 'zwave.send',
  /** The device the installer holds enters the running mode by itself. */
  press: 'zwave.press',
  timeout: 'zwave.timeout',
  failed: 'zwave.failed',
  added: 'zwave.added',
  removed: 'zwave.removed',
  report: 'zwave.report',
} as const;

const LISTENING: ReadonlySet<string> = new Set([ZWAVE_EVENTS.press, ZWAVE_EVENTS.timeout]);
const LABEL: Record<PairingMode, string> = { inclusion: 'Inclusion', exclusion: 'Exclusion' };

/** What the controller works on: the hub's network and the unit's work ticket. */
interface Network {
  serial: string;
  gatewayId: string;
  devices: DeviceRecord[];
  toInstall: DeviceToInstall[];
}

function networkOf(sim: Simulator, serial: string): Network {
  const hub = findHub(sim, serial);
  const addressId = hub.addressId;
  const unit = addressId === null ? undefined : sim.db.units.findFirst((q) => q.where({ id: addressId }));
  return {
    serial,
    gatewayId: hub.gateway_id,
    devices: sim.db.devices.findMany((q) => q.where({ gatewayId: hub.gateway_id })),
    toInstall: unit?.installerPreviewData?.devicesToBeInstalled ?? [],
  };
}

function load(sim: Simulator, network: Network): ControllerRecord {
  const stored = sim.db.zwaveControllers.findFirst((q) => q.where({ serial: network.serial }));
  return stored ? structuredClone(stored) : idleController(network.serial, highestNodeId(network.devices));
}

async function save(sim: Simulator, record: ControllerRecord): Promise<void> {
  const stored = sim.db.zwaveControllers.findFirst((q) => q.where({ serial: record.serial }));
  if (!stored) {
    await sim.db.zwaveControllers.create(record);
    return;
  }
  await sim.db.zwaveControllers.update((q) => q.where({ serial: record.serial }), {
    data: (draft) => void Object.assign(draft, structuredClone(record)),
  });
}

const idle = (record: ControllerRecord): ControllerRecord => ({ ...record, mode: 'idle', since: null, events: [], heardAt: null, committedAt: null });

function hits(sim: Simulator, behaviour: HubBehaviourName, serial: string) {
  return sim.faults.take({ on: 'hub', behaviour, serial });
}

function schedule(sim: Simulator, kind: string, at: number, payload: JsonValue): string {
  return sim.scheduler.schedule(kind, at, payload).id;
}

function cancelAll(sim: Simulator, ids: readonly string[]): void {
  ids.forEach((id) => sim.scheduler.cancel(id));
}

/** Stops waiting for a device (its own press and the controller's timeout); returns the events still to come. */
function stopListening(sim: Simulator, ids: readonly string[]): string[] {
  const pending = new Map(sim.scheduler.pending().map((event) => [event.id, event.kind]));
  return ids.filter((id) => {
    const kind = pending.get(id);
    if (kind !== undefined && LISTENING.has(kind)) sim.scheduler.cancel(id);
    return kind !== undefined && !LISTENING.has(kind);
  });
}

/** Sends a hub message to the app's stream connections of the hub, and announces it (even when nobody listens). */
export function sendMessage(sim: Simulator, serial: string, message: JsonValue): void {
  const reached = sim.stream.push(serial, message);
  sim.bus.emit('zwave.message', { serial, message, reached });
}

const send = (sim: Simulator, serial: string, message: ZwaveMessage) => sendMessage(sim, serial, toJson(message) as unknown as JsonValue);

function scheduleProgress(sim: Simulator, serial: string, from: number, steps: ProgressStep[], ending: { kind: string; payload: JsonValue }): string[] {
  return steps.map((step) => {
    if ('send' in step) return schedule(sim, ZWAVE_EVENTS.send, from + step.after, { serial, message: toJson(step.send) as unknown as JsonValue });
    if (step.end === 'failed') return schedule(sim, ZWAVE_EVENTS.failed, from + step.after, { serial });
    return schedule(sim, ending.kind, from + step.after, ending.payload);
  });
}

export type StartAnswer = { ok: true; message: string } | { ok: false; message: string };

/** The start call: the controller enters the mode, unless it is busy with the other one. */
export async function startPairing(sim: Simulator, serial: string, mode: PairingMode, at: number): Promise<StartAnswer> {
  const controller = load(sim, networkOf(sim, serial));
  const running = runningMode(controller);
  if (running === mode) return { ok: true, message: `${LABEL[mode]} is already running.` };
  if (running) return { ok: false, message: `The hub is ${busyWith[running]} a device. Wait until it has finished, or stop the ${running} first.` };
  const events = [
    schedule(sim, ZWAVE_EVENTS.send, at + STARTED_AFTER_MS, { serial, message: toJson(started(mode)) as unknown as JsonValue }),
    schedule(sim, ZWAVE_EVENTS.press, at + DEVICE_PRESS_AFTER_MS, { serial }),
    schedule(sim, ZWAVE_EVENTS.timeout, at + CONTROLLER_TIMEOUT_MS, { serial }),
  ];
  const attempts = { ...controller.attempts, [mode]: controller.attempts[mode] + 1 };
  await save(sim, { ...idle(controller), mode: busyWith[mode], since: at, events, attempts });
  sim.bus.emit('zwave.started', { serial, mode });
  return { ok: true, message: `${LABEL[mode]} started.` };
}

/**
 * The abort call: stops the mode and everything scheduled for it. A device that has joined at the
 * protocol level is in the network already: its interview goes on and it is added.
 */
export async function abortPairing(sim: Simulator, serial: string, mode: PairingMode, at: number): Promise<string> {
  const controller = load(sim, networkOf(sim, serial));
  if (runningMode(controller) !== mode) return `No ${mode} was running.`;
  if (controller.committedAt !== null && at >= controller.committedAt) return 'The device has joined already: the hub finishes adding it.';
  cancelAll(sim, controller.events);
  await save(sim, idle(controller));
  sim.bus.emit('zwave.ended', { serial, mode, outcome: 'aborted', nodeId: null });
  return `${LABEL[mode]} stopped.`;
}

/** A device heard while including: ignored while still paired elsewhere, else its inclusion (or failure) is scheduled. */
function include(sim: Simulator, network: Network, controller: ControllerRecord, held: HeldDevice, at: number): ControllerRecord {
  const { serial } = network;
  const known = controller.door?.model === held.model ? controller.door : null;
  const foreign = known ? known.foreign : hits(sim, 'inclusion.needsExclusionFirst', serial) !== undefined;
  sim.bus.emit('zwave.deviceInMode', { serial, mode: 'inclusion', device: held.model, outcome: foreign ? 'ignored' : 'heard' });
  if (foreign) return { ...controller, door: { ...held, foreign: true } };
  const fault = hits(sim, 'inclusion.addNodeFailed', serial);
  const failure = fault ? addNodeFailedParams.parse(fault.params).stage : null;
  const nodeId = Math.max(controller.lastNodeId, highestNodeId(network.devices)) + 1;
  const nodes = network.devices.filter(isZwaveNode).length + 1;
  const added = { kind: ZWAVE_EVENTS.added, payload: { serial, nodeId, device: { ...held } } };
  return {
    ...controller,
    events: [...stopListening(sim, controller.events), ...scheduleProgress(sim, serial, at, inclusionProgress(nodeId, nodes, failure), added)],
    heardAt: at,
    committedAt: failure === 'protocol' ? null : at + INCLUSION_AFTER_PRESS_MS.protocolDone,
    lastNodeId: failure === 'protocol' ? controller.lastNodeId : nodeId,
    door: failure ? { ...held, foreign: false } : null,
  };
}

function describe(network: Network, target: ExclusionTarget): string {
  if (target.kind === 'stranger') return target.model;
  const node = nodeOnHub(network.devices, target.nodeId);
  return `node ${target.nodeId}${node?.model ? ` (${node.model})` : ''}`;
}

function exclude(sim: Simulator, network: Network, controller: ControllerRecord, target: ExclusionTarget, at: number): ControllerRecord {
  sim.bus.emit('zwave.deviceInMode', { serial: network.serial, mode: 'exclusion', device: describe(network, target), outcome: 'heard' });
  const removed = { kind: ZWAVE_EVENTS.removed, payload: { serial: network.serial, target: { ...target } } };
  return {
    ...controller,
    events: [...stopListening(sim, controller.events), ...scheduleProgress(sim, network.serial, at, exclusionProgress(), removed)],
    heardAt: at,
  };
}

const withoutForeign = ({ model, wtField, sensorReadings }: HeldDevice): HeldDevice => ({ model, wtField, sensorReadings });

/** The device the installer holds: the one left from a failed inclusion, else the next one to install. */
function nextHeld(network: Network, controller: ControllerRecord): HeldDevice | null {
  return controller.door ? withoutForeign(controller.door) : stillToInstall(network.toInstall, network.devices)[0] ?? null;
}

/** A few seconds after the start the device enters the mode by itself (scheduled): the one put in that mode by hand, else the default. */
export async function deviceEntersModeByItself(sim: Simulator, serial: string, at: number): Promise<void> {
  const network = networkOf(sim, serial);
  const controller = load(sim, network);
  const mode = runningMode(controller);
  if (!mode || controller.heardAt !== null) return;
  const waiting = controller.waiting?.mode === mode ? controller.waiting : null;
  // A Yale lock at the door is put in a mode by its keypad only (../yale/yaleLock.ts).
  if (!waiting && sim.db.yaleLocks.findFirst((q) => q.where({ serial }))) return;
  const current = waiting ? { ...controller, waiting: null } : controller;
  if (mode === 'inclusion') {
    const held = waiting?.mode === 'inclusion' ? waiting.device : hits(sim, 'inclusion.nothingJoins', serial) ? null : nextHeld(network, controller);
    if (held) await save(sim, include(sim, network, current, held, at));
    return;
  }
  const target = waiting?.mode === 'exclusion'
    ? waiting.target
    : hits(sim, 'exclusion.timesOut', serial) ? null : defaultExclusionTarget(controller.door, network.devices, network.toInstall);
  if (target) await save(sim, exclude(sim, network, current, target, at));
}

/** No device was heard in time: the controller leaves the mode and reports the failure. */
export async function controllerTimesOut(sim: Simulator, serial: string): Promise<void> {
  const network = networkOf(sim, serial);
  const controller = load(sim, network);
  const mode = runningMode(controller);
  if (!mode) return;
  cancelAll(sim, controller.events);
  send(sim, serial, failed(mode));
  // The device the installer was holding stays at hand: an exclusion now resets it (./nodes.ts).
  const held = mode === 'inclusion' && !controller.door ? nextHeld(network, controller) : null;
  await save(sim, { ...idle(controller), door: held ? { ...held, foreign: false } : controller.door });
  sim.bus.emit('zwave.ended', { serial, mode, outcome: 'timedOut', nodeId: null });
}

/** A hub behaviour made the inclusion fail: AddNode Failed; the device stays with the installer. */
export async function inclusionFails(sim: Simulator, serial: string): Promise<void> {
  const controller = load(sim, networkOf(sim, serial));
  if (runningMode(controller) !== 'inclusion') return;
  cancelAll(sim, controller.events);
  send(sim, serial, failed('inclusion'));
  await save(sim, idle(controller));
  sim.bus.emit('zwave.ended', { serial, mode: 'inclusion', outcome: 'failed', nodeId: null });
}

/** The interview is done: the device appears in the hub's device list with its first readings, then AddNode Done. */
export async function deviceAdded(sim: Simulator, serial: string, nodeId: number, held: HeldDevice, at: number): Promise<void> {
  const network = networkOf(sim, serial);
  const controller = load(sim, network);
  const model = zwaveModel(held.model);
  if (!model) throw new Error(`"${held.model}" is no longer a Z-Wave model of the catalogue`);
  const reports = hits(sim, 'device.sensorsNeverReport', serial) === undefined;
  const uid = `dev-${serial.toLowerCase()}-node-${nodeId}-${controller.added + 1}`;
  await sim.db.devices.create(includedDeviceRecord({ uid, nodeId, gatewayId: network.gatewayId, model, held, reports, at }));
  send(sim, serial, done('inclusion', nodeId));
  if (reports) schedule(sim, ZWAVE_EVENTS.report, at + SENSOR_REPORT_EVERY_MS, { uid });
  await save(sim, { ...idle(controller), added: controller.added + 1, door: null });
  sim.bus.emit('zwave.ended', { serial, mode: 'inclusion', outcome: 'added', nodeId });
}

/** The device in exclusion mode leaves: a node of this hub is removed; a stranger is reset (reported as node 0). */
export async function deviceRemoved(sim: Simulator, serial: string, target: ExclusionTarget): Promise<void> {
  const network = networkOf(sim, serial);
  const controller = load(sim, network);
  if (target.kind === 'node') {
    sim.db.devices.deleteMany((q) => q.where({ gatewayId: network.gatewayId, localId: String(target.nodeId) }));
  }
  const door = target.kind === 'stranger' && controller.door?.model === target.model ? { ...controller.door, foreign: false } : controller.door;
  const nodeId = target.kind === 'node' ? target.nodeId : 0;
  send(sim, serial, done('exclusion', nodeId));
  await save(sim, { ...idle(controller), door });
  sim.bus.emit('zwave.ended', { serial, mode: 'exclusion', outcome: 'removed', nodeId });
}

/** A device's periodic report: its readings are issued again now, and the next report is scheduled. */
export async function sensorsReport(sim: Simulator, uid: string, at: number): Promise<void> {
  if (!sim.db.devices.findFirst((q) => q.where({ uid }))) return;
  const timeIssued = new Date(at).toISOString();
  await sim.db.devices.update((q) => q.where({ uid }), {
    data: (draft) => void draft.sensors.forEach((reading) => void (reading.timeIssued = timeIssued)),
  });
  schedule(sim, ZWAVE_EVENTS.report, at + SENSOR_REPORT_EVERY_MS, { uid });
}

/** The device a trainer names for inclusion (a catalogue model), or the one the installer holds. */
function heldNamed(network: Network, controller: ControllerRecord, device: string | undefined): HeldDevice {
  if (device === undefined) {
    const next = nextHeld(network, controller);
    if (!next) throw new Error(`Hub ${network.serial}'s unit has no Z-Wave device left to install: name a model, for example "Zooz ZEN71 On/Off Switch"`);
    return next;
  }
  const model = zwaveModel(device);
  if (!model) throw new Error(`"${device}" is not a Z-Wave model of the catalogue (fixtures/device-models.json)`);
  return heldOfModel(model, network.toInstall);
}

/** The device a trainer names for exclusion: a node id, a model (the hub's node of that model, else a stranger), or the default. */
function targetNamed(network: Network, controller: ControllerRecord, device: string | undefined): ExclusionTarget {
  if (device === undefined) {
    const target = defaultExclusionTarget(controller.door, network.devices, network.toInstall);
    if (!target) throw new Error(`Hub ${network.serial} has no device to exclude: name a model or a node id`);
    return target;
  }
  if (/^\d+$/.test(device)) {
    if (!nodeOnHub(network.devices, Number(device))) throw new Error(`Hub ${network.serial} has no Z-Wave node ${device}`);
    return { kind: 'node', nodeId: Number(device) };
  }
  const model = zwaveModel(device);
  if (!model) throw new Error(`"${device}" is not a Z-Wave model of the catalogue (fixtures/device-models.json)`);
  const node = lastAdded(network.devices.filter((candidate) => candidate.model === model.model));
  return node ? { kind: 'node', nodeId: Number(node.localId) } : { kind: 'stranger', model: model.model };
}

/**
 * A physical step: a device enters inclusion or exclusion mode now. A controller listening in that
 * mode hears it at once; otherwise it waits for the controller's next start of that mode (it then
 * enters the mode in place of the default device).
 */
export async function putInMode(sim: Simulator, serial: string, mode: PairingMode, device: string | undefined, at: number): Promise<void> {
  const network = networkOf(sim, serial);
  const controller = load(sim, network);
  const listening = runningMode(controller) === mode && controller.heardAt === null;
  if (mode === 'inclusion') {
    const held = heldNamed(network, controller, device);
    if (listening) return save(sim, include(sim, network, { ...controller, events: stopListeningForPress(sim, controller.events) }, held, at));
    sim.bus.emit('zwave.deviceInMode', { serial, mode, device: held.model, outcome: 'waiting' });
    return save(sim, { ...controller, waiting: { mode, device: held } });
  }
  const target = targetNamed(network, controller, device);
  if (listening) return save(sim, exclude(sim, network, { ...controller, events: stopListeningForPress(sim, controller.events) }, target, at));
  sim.bus.emit('zwave.deviceInMode', { serial, mode, device: describe(network, target), outcome: 'waiting' });
  return save(sim, { ...controller, waiting: { mode, target } });
}

/** The default device does not press any more once another was put in the mode; the timeout stays until one is heard. */
function stopListeningForPress(sim: Simulator, ids: readonly string[]): string[] {
  const presses = new Set(sim.scheduler.pending().filter((event) => event.kind === ZWAVE_EVENTS.press).map((event) => event.id));
  ids.filter((id) => presses.has(id)).forEach((id) => sim.scheduler.cancel(id));
  return ids.filter((id) => !presses.has(id));
}

/** hubs.resetNetwork: the controller forgets its network (node ids start again at 2) and stops what it was doing. */
export async function resetController(sim: Simulator, serial: string): Promise<void> {
  const controller = load(sim, networkOf(sim, serial));
  const mode = runningMode(controller);
  cancelAll(sim, controller.events);
  await save(sim, { ...idle(controller), lastNodeId: 1 });
  if (mode) sim.bus.emit('zwave.ended', { serial, mode, outcome: 'reset', nodeId: null });
}

/** The controller as the control API lists it. */
export function controllerState(sim: Simulator, serial: string): ControllerRecord {
  return load(sim, networkOf(sim, serial));
}
