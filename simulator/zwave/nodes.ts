/**
 * Which devices the installer holds and which are nodes of a hub's Z-Wave network. Pure: the
 * unit's devices to install and the hub's device records go in.
 */
import type { DeviceToInstall, LiveDevice } from '../../app/api/schemas';
import type { DeviceRecord } from '../db/schemas';
import { deviceModels, type DeviceModel } from '../seed/catalogues';
import type { ExclusionTarget, HeldDevice } from '../db/controllerRecord';

/** The hub itself, Nest (cloud) and doorbells (Wi-Fi) are not nodes of the Z-Wave network (spec 01 §9). */
const notZwave: ReadonlySet<LiveDevice['deviceType']> = new Set(['gateway', 'nest', 'doorbell']);

export const isZwaveNode = (device: Pick<DeviceRecord, 'deviceType'>): boolean => !notZwave.has(device.deviceType);

const same = (a: string | null | undefined, b: string | null | undefined) => !!a && !!b && a.trim().toLowerCase() === b.trim().toLowerCase();

/** A catalogue model that joins a Z-Wave network: it has a live device type. */
export type ZwaveModel = DeviceModel & { liveType: NonNullable<DeviceModel['liveType']> };

const joinsZwave = (model: DeviceModel): model is ZwaveModel => model.zwave && model.liveType !== null;

/** A Z-Wave model of the catalogue by model name or model number (any case). */
export function zwaveModel(name: string): ZwaveModel | undefined {
  return deviceModels.filter(joinsZwave).find((model) => same(model.model, name) || same(model.modelNumber, name));
}

const nodeIdOf = (device: Pick<DeviceRecord, 'localId'>) => (/^\d+$/.test(device.localId) ? Number(device.localId) : null);

/**
 * The Z-Wave devices of the work ticket not yet on the hub, one entry per device, in the ticket's
 * order. A hub device counts against the first line of its model number that still needs one.
 */
export function stillToInstall(toInstall: readonly DeviceToInstall[], hubDevices: readonly DeviceRecord[]): HeldDevice[] {
  const counted = new Map<string, number>();
  return toInstall.flatMap((item) => {
    const model = zwaveModel(item.modelNumber ?? '') ?? zwaveModel(item.model);
    if (!model) return [];
    const installed = hubDevices.filter((device) => device.device_metadata.some((meta) => same(meta.modelNumber, model.modelNumber))).length;
    const used = counted.get(model.modelNumber) ?? 0;
    const covered = Math.min(Math.max(installed - used, 0), item.quantity);
    counted.set(model.modelNumber, used + covered);
    return Array.from({ length: item.quantity - covered }, () => ({ model: model.model, wtField: item.wtField ?? null, sensorReadings: item.sensorReadings ?? null }));
  });
}

/** A device of `model` the installer holds: the ticket's line for it when there is one. */
export function heldOfModel(model: ZwaveModel, toInstall: readonly DeviceToInstall[]): HeldDevice {
  const line = toInstall.find((item) => same(item.modelNumber, model.modelNumber) || same(item.model, model.model));
  return { model: model.model, wtField: line?.wtField ?? null, sensorReadings: line?.sensorReadings ?? null };
}

/** The highest node id in use on the hub (the hub itself is node 1). */
export function highestNodeId(hubDevices: readonly DeviceRecord[]): number {
  return Math.max(1, ...hubDevices.map(nodeIdOf).filter((id): id is number => id !== null));
}

/** The Z-Wave node added last: the one with the highest node id. */
export function lastAdded(hubDevices: readonly DeviceRecord[]): DeviceRecord | undefined {
  return hubDevices
    .filter((device) => isZwaveNode(device) && nodeIdOf(device) !== null)
    .reduce<DeviceRecord | undefined>((last, device) => (!last || Number(device.localId) > Number(last.localId) ? device : last), undefined);
}

/**
 * What an exclusion removes when nobody named a device: the device the installer still holds after
 * a failed inclusion (a stranger to this network); else the node added last; else the next device
 * to install (a stranger); else nothing, and the controller times out.
 */
export function defaultExclusionTarget(door: HeldDevice | null, hubDevices: readonly DeviceRecord[], toInstall: readonly DeviceToInstall[]): ExclusionTarget | null {
  if (door) return { kind: 'stranger', model: door.model };
  const last = lastAdded(hubDevices);
  if (last) return { kind: 'node', nodeId: Number(last.localId) };
  const next = stillToInstall(toInstall, hubDevices)[0];
  return next ? { kind: 'stranger', model: next.model } : null;
}

/** A node of the hub by id, for an exclusion a trainer names. */
export function nodeOnHub(hubDevices: readonly DeviceRecord[], nodeId: number): DeviceRecord | undefined {
  return hubDevices.find((device) => isZwaveNode(device) && nodeIdOf(device) === nodeId);
}
