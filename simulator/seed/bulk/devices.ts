/** Live devices on a bulk unit's hub: usually a lock (mostly with door-code management), sometimes a thermostat. */
import type { Faker } from '@faker-js/faker';
import type { RecordInput } from '../../db/schemas';
import { modelsOfType, type DeviceModel } from '../catalogues';
import { isoMinutesBefore } from '../time';

type DeviceInput = RecordInput<'devices'>;

function metadata(model: DeviceModel): DeviceInput['device_metadata'] {
  return [{ modelNumber: model.modelNumber, long_name: model.long_name }];
}

function fakeLock(faker: Faker, gatewayId: string, addressId: number, now: number): DeviceInput {
  const model = faker.helpers.arrayElement(modelsOfType('lock'));
  const codesExpected = faker.number.int({ min: 2, max: 10 });
  const fullySynced = faker.datatype.boolean({ probability: 0.85 });
  const managed = faker.datatype.boolean({ probability: 0.8 });
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
      { sensorType: 'DoorLocked', value: faker.datatype.boolean({ probability: 0.8 }) ? 'True' : 'False', timeIssued: isoMinutesBefore(now, faker.number.int({ min: 1, max: 600 })) },
      { sensorType: 'BatteryLevel', value: String(faker.number.int({ min: 8, max: 100 })), timeIssued: isoMinutesBefore(now, 120) },
    ],
    notifications: true,
    dcm: managed
      ? { version: 2, codesExpected, codesSynced: fullySynced ? codesExpected : faker.number.int({ min: 0, max: codesExpected - 1 }), masterCodeExpected: true, masterCodeSynced: fullySynced }
      : { version: 1, codesExpected: 0, codesSynced: 0, masterCodeExpected: false, masterCodeSynced: false },
  };
}

function fakeThermostat(faker: Faker, gatewayId: string, addressId: number, now: number): DeviceInput {
  const model = faker.helpers.arrayElement(modelsOfType('thermostat'));
  const mode = faker.helpers.arrayElement(['Cool', 'Heat', 'Off', 'Auto']);
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
      { sensorType: 'Temperature', value: String(faker.number.int({ min: 64, max: 80 })), timeIssued: at },
    ],
    notifications: true,
    dcm: null,
  };
}

export function fakeLiveDevices(faker: Faker, gatewayId: string, addressId: number, now: number): DeviceInput[] {
  const devices: DeviceInput[] = [];
  if (faker.datatype.boolean({ probability: 0.6 })) devices.push(fakeLock(faker, gatewayId, addressId, now));
  if (faker.datatype.boolean({ probability: 0.3 })) devices.push(fakeThermostat(faker, gatewayId, addressId, now));
  return devices;
}
