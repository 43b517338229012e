/**
 * The controller hears a device in the mode it runs: what it then schedules (the progress of an
 * inclusion or exclusion), and which device the installer holds. The hub's behaviours decide
 * whether a heard device joins (../faults/behaviourList.ts).
 */
import type { Simulator } from '../core/simulator';
import type { ControllerRecord, ExclusionTarget, HeldDevice } from '../db/controllerRecord';
import type { Network } from './controllerState';
import { highestNodeId, isZwaveNode, nodeOnHub, stillToInstall } from './nodes';
import { exclusionProgress, inclusionProgress } from './progress';
import { scheduleProgress, stopListening, ZWAVE_EVENTS } from './scheduling';
import { INCLUSION_AFTER_PRESS_MS } from './timing';

/** A device heard while including: ignored while still paired elsewhere, else its inclusion (or failure) is scheduled. */
export function include(sim: Simulator, network: Network, controller: ControllerRecord, held: HeldDevice, at: number): ControllerRecord {
  const { serial } = network;
  const known = controller.door?.model === held.model ? controller.door : null;
  const outcome = known?.foreign ? { kind: 'pairedElsewhere' as const } : sim.hubBehaviours.decide(serial, 'inclusion.deviceHeard', { newDevice: !known });
  const foreign = outcome.kind === 'pairedElsewhere';
  sim.bus.emit('zwave.deviceInMode', { serial, mode: 'inclusion', device: held.model, outcome: foreign ? 'ignored' : 'heard' });
  if (foreign) return { ...controller, door: { ...held, foreign: true } };
  const failure = outcome.kind === 'addNodeFails' ? outcome.stage : null;
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

export function describeTarget(network: Network, target: ExclusionTarget): string {
  if (target.kind === 'stranger') return target.model;
  const node = nodeOnHub(network.devices, target.nodeId);
  return `node ${target.nodeId}${node?.model ? ` (${node.model})` : ''}`;
}

export function exclude(sim: Simulator, network: Network, controller: ControllerRecord, target: ExclusionTarget, at: number): ControllerRecord {
  sim.bus.emit('zwave.deviceInMode', { serial: network.serial, mode: 'exclusion', device: describeTarget(network, target), outcome: 'heard' });
  const removed = { kind: ZWAVE_EVENTS.removed, payload: { serial: network.serial, target: { ...target } } };
  return {
    ...controller,
    events: [...stopListening(sim, controller.events), ...scheduleProgress(sim, network.serial, at, exclusionProgress(), removed)],
    heardAt: at,
  };
}

const withoutForeign = ({ model, wtField, sensorReadings }: HeldDevice): HeldDevice => ({ model, wtField, sensorReadings });

/** The device the installer holds: the one left from a failed inclusion, else the next one to install. */
export function nextHeld(network: Network, controller: ControllerRecord): HeldDevice | null {
  return controller.door ? withoutForeign(controller.door) : stillToInstall(network.toInstall, network.devices)[0] ?? null;
}
