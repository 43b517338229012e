/**
 * The simulated Z-Wave controller of each hub, modelled on a real one (zwave-js MockController):
 * what happens when its scheduled events fall due (../world/eventKinds.ts runs them). A device
 * enters the running mode by itself a few seconds after the start (the installer pressing its
 * button); the controller leaves the mode by itself after 60 s without a device; a heard device
 * is added or removed after its progress messages. The commands that start all this are in
 * ./commands.ts, the physical steps in ./physical.ts, its state in ./controllerState.ts; the hub's
 * behaviours decide at each moment (../faults/behaviourList.ts).
 */
import { joinedDeviceUid } from './joinedDevices';
import type { Simulator } from '../core/simulator';
import { runningMode, type ExclusionTarget, type HeldDevice } from '../db/controllerRecord';
import { idle, loadController, networkOf, saveController } from './controllerState';
import { exclude, include, nextHeld } from './hearing';
import { includedDeviceRecord } from './includedDevice';
import { defaultExclusionTarget, zwaveModel } from './nodes';
import { done, failed } from './progress';
import { cancelAll, schedule, send, ZWAVE_EVENTS } from './scheduling';
import { SENSOR_REPORT_EVERY_MS } from './timing';

/** A few seconds after the start the device enters the mode by itself (scheduled): the one put in that mode by hand, else the default. */
export async function deviceEntersModeByItself(sim: Simulator, serial: string, at: number): Promise<void> {
  const network = networkOf(sim, serial);
  const controller = loadController(sim, network);
  const mode = runningMode(controller);
  if (!mode || controller.heardAt !== null) return;
  const waiting = controller.waiting?.mode === mode ? controller.waiting : null;
  // A Yale lock at the door is put in a mode by its keypad only (../yale/yaleLock.ts).
  if (!waiting && sim.db.yaleLocks.findFirst((q) => q.where({ serial }))) return;
  const current = waiting ? { ...controller, waiting: null } : controller;
  if (mode === 'inclusion') {
    const held = waiting?.mode === 'inclusion'
      ? waiting.device
      : sim.hubBehaviours.decide(serial, 'inclusion.deviceEntersMode', {}).kind === 'nothingJoins' ? null : nextHeld(network, controller);
    if (held) await saveController(sim, include(sim, network, current, held, at));
    return;
  }
  const target = waiting?.mode === 'exclusion'
    ? waiting.target
    : sim.hubBehaviours.decide(serial, 'exclusion.deviceEntersMode', {}).kind === 'nothingHeard' ? null : defaultExclusionTarget(controller.door, network.devices, network.toInstall);
  if (target) await saveController(sim, exclude(sim, network, current, target, at));
}

/** No device was heard in time: the controller leaves the mode and reports the failure. */
export async function controllerTimesOut(sim: Simulator, serial: string): Promise<void> {
  const network = networkOf(sim, serial);
  const controller = loadController(sim, network);
  const mode = runningMode(controller);
  if (!mode) return;
  cancelAll(sim, controller.events);
  send(sim, serial, failed(mode));
  // The device the installer was holding stays at hand: an exclusion now resets it (./nodes.ts).
  const held = mode === 'inclusion' && !controller.door ? nextHeld(network, controller) : null;
  await saveController(sim, { ...idle(controller), door: held ? { ...held, foreign: false } : controller.door });
  sim.bus.emit('zwave.ended', { serial, mode, outcome: 'timedOut', nodeId: null });
}

/** A hub behaviour made the inclusion fail: AddNode Failed; the device stays with the installer. */
export async function inclusionFails(sim: Simulator, serial: string): Promise<void> {
  const controller = loadController(sim, networkOf(sim, serial));
  if (runningMode(controller) !== 'inclusion') return;
  cancelAll(sim, controller.events);
  send(sim, serial, failed('inclusion'));
  await saveController(sim, idle(controller));
  sim.bus.emit('zwave.ended', { serial, mode: 'inclusion', outcome: 'failed', nodeId: null });
}

/** The interview is done: the device appears in the hub's device list with its first readings, then AddNode Done. */
export async function deviceAdded(sim: Simulator, serial: string, nodeId: number, held: HeldDevice, at: number): Promise<void> {
  const network = networkOf(sim, serial);
  const controller = loadController(sim, network);
  const model = zwaveModel(held.model);
  if (!model) throw new Error(`"${held.model}" is no longer a Z-Wave model of the catalogue`);
  const { reports } = sim.hubBehaviours.decide(serial, 'device.added', {});
  const uid = joinedDeviceUid(serial, nodeId, controller.added + 1);
  await sim.db.devices.create(includedDeviceRecord({ uid, nodeId, gatewayId: network.gatewayId, model, held, reports, at }));
  send(sim, serial, done('inclusion', nodeId));
  if (reports) schedule(sim, ZWAVE_EVENTS.report, at + SENSOR_REPORT_EVERY_MS, { uid });
  await saveController(sim, { ...idle(controller), added: controller.added + 1, door: null });
  sim.bus.emit('zwave.ended', { serial, mode: 'inclusion', outcome: 'added', nodeId });
}

/** The device in exclusion mode leaves: a node of this hub is removed; a stranger is reset (reported as node 0). */
export async function deviceRemoved(sim: Simulator, serial: string, target: ExclusionTarget): Promise<void> {
  const network = networkOf(sim, serial);
  const controller = loadController(sim, network);
  if (target.kind === 'node') {
    sim.db.devices.deleteMany((q) => q.where({ gatewayId: network.gatewayId, localId: String(target.nodeId) }));
  }
  const door = target.kind === 'stranger' && controller.door?.model === target.model ? { ...controller.door, foreign: false } : controller.door;
  const nodeId = target.kind === 'node' ? target.nodeId : 0;
  send(sim, serial, done('exclusion', nodeId));
  await saveController(sim, { ...idle(controller), door });
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
