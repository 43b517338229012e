/**
 * Physical steps at the hub: a device a trainer (or a Yale keypad) puts in inclusion or
 * exclusion mode by hand, as if its button were pressed.
 */
import type { Simulator } from '../core/simulator';
import { runningMode, type ControllerRecord, type ExclusionTarget, type HeldDevice, type PairingMode } from '../db/controllerRecord';
import { loadController, networkOf, saveController, type Network } from './controllerState';
import { describeTarget, exclude, include, nextHeld } from './hearing';
import { defaultExclusionTarget, heldOfModel, lastAdded, nodeOnHub, zwaveModel } from './nodes';
import { stopListeningForPress } from './scheduling';

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
 * A device enters inclusion or exclusion mode now. A controller listening in that mode hears it at
 * once; otherwise it waits for the controller's next start of that mode (it then enters the mode
 * in place of the default device).
 */
export async function putInMode(sim: Simulator, serial: string, mode: PairingMode, device: string | undefined, at: number): Promise<void> {
  const network = networkOf(sim, serial);
  const controller = loadController(sim, network);
  const listening = runningMode(controller) === mode && controller.heardAt === null;
  if (mode === 'inclusion') {
    const held = heldNamed(network, controller, device);
    if (listening) return saveController(sim, include(sim, network, { ...controller, events: stopListeningForPress(sim, controller.events) }, held, at));
    sim.bus.emit('zwave.deviceInMode', { serial, mode, device: held.model, outcome: 'waiting' });
    return saveController(sim, { ...controller, waiting: { mode, device: held } });
  }
  const target = targetNamed(network, controller, device);
  if (listening) return saveController(sim, exclude(sim, network, { ...controller, events: stopListeningForPress(sim, controller.events) }, target, at));
  sim.bus.emit('zwave.deviceInMode', { serial, mode, device: describeTarget(network, target), outcome: 'waiting' });
  return saveController(sim, { ...controller, waiting: { mode, target } });
}
