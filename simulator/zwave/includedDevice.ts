/**
 * The device record a finished interview creates: the catalogue model's type, the work-ticket
 * line it fulfils, and the readings the interview read (none when its sensors never report).
 * Pure; the readings of each kind are a table.
 */
import type { SensorReading } from '../../app/api/schemas';
import type { RecordInput } from '../db/schemas';
import type { HeldDevice } from '../db/controllerRecord';
import type { ZwaveModel } from './nodes';

type Readings = Array<[sensorType: string, value: string]>;

/** What a new device reports first, by type (binary sensors by what they sense). */
const FIRST_READINGS: Record<string, Readings> = {
  lock: [['DoorLocked', 'True'], ['BatteryLevel', '100']],
  thermostat: [
    ['ThermostatMode', 'Off'], ['ThermostatCoolSetpoint', '72'], ['ThermostatHeatSetpoint', '68'], ['Temperature', '71'],
    ['Humidity', '45'], ['ThermostatOperatingState', 'Idle'], ['FanMode', 'Auto'], ['FanState', 'Idle'],
  ],
  switch: [['Switch', 'False']],
  dimmer: [['Dimmer', '0']],
  'binary_sensor:door': [['DoorLocked', 'True'], ['BatteryLevel', '100']],
  // Equal motion and reset times read as "no motion" (app/domain/sensors.ts).
  'binary_sensor:motion': [['Motion', 'False'], ['DisturbanceReset', 'True'], ['BatteryLevel', '100']],
  'binary_sensor:leak': [['BinarySensorWater', 'False'], ['BatteryLevel', '100']],
};

export function firstReadings(model: ZwaveModel, at: number): SensorReading[] {
  const key = model.liveType === 'binary_sensor' ? `binary_sensor:${model.sensorKind ?? 'door'}` : model.liveType;
  const timeIssued = new Date(at).toISOString();
  return (FIRST_READINGS[key] ?? []).map(([sensorType, value]) => ({ sensorType, value, timeIssued }));
}

export interface IncludedDevice {
  uid: string;
  nodeId: number;
  gatewayId: string;
  model: ZwaveModel;
  held: HeldDevice;
  /** False: the device joined but its sensors never report (no readings at all). */
  reports: boolean;
  at: number;
}

export function includedDeviceRecord({ uid, nodeId, gatewayId, model, held, reports, at }: IncludedDevice): RecordInput<'devices'> {
  return {
    uid,
    localId: String(nodeId),
    gatewayId,
    name: null,
    model: model.model,
    deviceType: model.liveType,
    metadata_id: null,
    device_metadata: [{ modelNumber: model.modelNumber, long_name: model.long_name, wtField: held.wtField, sensorReadings: held.sensorReadings }],
    sensor_readings: held.sensorReadings,
    sensors: reports ? firstReadings(model, at) : [],
    notifications: true,
    // A new lock's code module expects the master code; door codes come with the sync (spec 02 §3, dcm).
    dcm: model.liveType === 'lock' ? { version: 2, codesExpected: 0, codesSynced: 0, masterCodeExpected: true, masterCodeSynced: false } : null,
  };
}
