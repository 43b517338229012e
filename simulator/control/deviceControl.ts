/** Physical steps at the sensors for trainers and tests; each goes through the timeline, so it is traced like any step. */
import type { RunningSimulator } from '../world/runningSimulator';
import { sensorKindOf } from '../devices/physical';
import type { DeviceControl, SensorAtDoor } from './types';

export function createDeviceControl(sim: RunningSimulator): DeviceControl {
  const step = (name: string, params: Record<string, unknown>) => sim.timeline.run({ [name]: params }, 'control', null, sim.clock.now());
  return {
    sensors() {
      const units = new Map(sim.db.units.all().filter((unit) => unit.gatewayId).map((unit) => [unit.gatewayId, unit]));
      const hubs = new Map(sim.db.hubs.all().map((hub) => [hub.gateway_id, hub.hub_serial_number]));
      return sim.db.devices.all().flatMap((device): SensorAtDoor[] => {
        const kind = sensorKindOf(device.model);
        const unit = units.get(device.gatewayId);
        const serial = hubs.get(device.gatewayId);
        return kind && unit && serial ? [{ uid: device.uid, name: device.name ?? device.uid, kind, serial, unit: unit.unit }] : [];
      }).sort((a, b) => a.unit.localeCompare(b.unit, undefined, { numeric: true }) || a.name.localeCompare(b.name));
    },
    door: (uid, open) => step('device.door', { uid, open }),
    motion: (uid) => step('device.motion', { uid }),
    leak: (uid, wet = true) => step('device.leak', { uid, wet }),
  };
}
