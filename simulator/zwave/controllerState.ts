/**
 * The controller's state: a record per hub (../db/controllerRecord.ts) and pending events, never
 * closures, so a reload in the middle goes on where it was; and what it works on, the hub's
 * network and the unit's work ticket.
 */
import type { DeviceToInstall } from '../../app/api/schemas';
import type { Simulator } from '../core/simulator';
import { idleController, type ControllerRecord } from '../db/controllerRecord';
import type { DeviceRecord } from '../db/schemas';
import { findHub } from '../hub/hubActions';
import { highestNodeId } from './nodes';

/** What the controller works on: the hub's network and the unit's work ticket. */
export interface Network {
  serial: string;
  gatewayId: string;
  devices: DeviceRecord[];
  toInstall: DeviceToInstall[];
}

export function networkOf(sim: Simulator, serial: string): Network {
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

export function loadController(sim: Simulator, network: Network): ControllerRecord {
  const stored = sim.db.zwaveControllers.findFirst((q) => q.where({ serial: network.serial }));
  return stored ? structuredClone(stored) : idleController(network.serial, highestNodeId(network.devices));
}

export async function saveController(sim: Simulator, record: ControllerRecord): Promise<void> {
  const stored = sim.db.zwaveControllers.findFirst((q) => q.where({ serial: record.serial }));
  if (!stored) {
    await sim.db.zwaveControllers.create(record);
    return;
  }
  await sim.db.zwaveControllers.update((q) => q.where({ serial: record.serial }), {
    data: (draft) => void Object.assign(draft, structuredClone(record)),
  });
}

export const idle = (record: ControllerRecord): ControllerRecord => ({ ...record, mode: 'idle', since: null, events: [], heardAt: null, committedAt: null });

/** The controller as the control API lists it. */
export function controllerState(sim: Simulator, serial: string): ControllerRecord {
  return loadController(sim, networkOf(sim, serial));
}
