/** Live devices on a bulk unit's hub: usually a lock (mostly with door-code management), sometimes a thermostat. */
import type { RecordInput } from '../../db/schemas';
import { modelsOfType, type DeviceModel } from '../catalogues';
import { isoMinutesBefore } from '../time';
import type { SeededRandom } from './random';

type DeviceInput = RecordInput<'devices'>;

function metadata(model: DeviceModel): DeviceInput['device_metadata'] {
  return [{ modelNumber: model.modelNumber, long_name: model.long_name }];
}

function fakeLock(random: SeededRandom, gatewayId: string, addressId: number, now: number): DeviceInput {
  const model = random.pick(modelsOfType('lock'));
  const codesExpected = random.int(2, 10);
  const fullySynced = random.boolean(0.85);
  const managed = random.boolean(0.8);
  return {
    uid: `dev-${addressId}-lock`,
    localId: '3',
    gatewayId,
    name: 'Front Door',
    model: model.model,
    deviceType: 'lock',
    metadata_id: 11,
    device_metadata: metadata(model),
    sensors: [
      { sensorType: 'DoorLocked', value: random.boolean(0.8) ? 'True' : 'False', timeIssued: isoMinutesBefore(now, random.int(1, 600)) },
      { sensorType: 'BatteryLevel', value: String(random.int(8, 100)), timeIssued: isoMinutesBefore(now, 120) },
    ],
    notifications: true,
    dcm: managed
      ? { version: 2, codesExpected, codesSynced: fullySynced ? codesExpected : random.int(0, codesExpected - 1), masterCodeExpected: true, masterCodeSynced: fullySynced }
      : { version: 1, codesExpected: 0, codesSynced: 0, masterCodeExpected: false, masterCodeSynced: false },
  };
}

function fakeThermostat(random: SeededRandom, gatewayId: string, addressId: number, now: number): DeviceInput {
  const model = random.pick(modelsOfType('thermostat'));
  const mode = random.pick(['Cool', 'Heat', 'Off', 'Auto']);
  const at = isoMinutesBefore(now, 5);
  return {
    uid: `dev-${addressId}-thermostat`,
    localId: '4',
    gatewayId,
    name: 'Thermostat',
    model: model.model,
    deviceType: 'thermostat',
    metadata_id: 21,
    device_metadata: metadata(model),
    sensors: [
      { sensorType: 'ThermostatMode', value: mode, timeIssued: at },
      { sensorType: 'ThermostatCoolSetpoint', value: '72', timeIssued: at },
      { sensorType: 'ThermostatHeatSetpoint', value: '68', timeIssued: at },
      { sensorType: 'Temperature', value: String(random.int(64, 80)), timeIssued: at },
    ],
    notifications: true,
    dcm: null,
  };
}

export function fakeLiveDevices(random: SeededRandom, gatewayId: string, addressId: number, now: number): DeviceInput[] {
  const devices: DeviceInput[] = [];
  if (random.boolean(0.6)) devices.push(fakeLock(random, gatewayId, addressId, now));
  if (random.boolean(0.3)) devices.push(fakeThermostat(random, gatewayId, addressId, now));
  return devices;
}
