/** The hub's live devices and their sensor readings (spec 01 §3, 02 §3). */
import { z } from 'zod';
import { dcmSchema } from './doorCodes';

export const sensorTypes = [
  'Switch', 'DoorLocked', 'BatteryLevel', 'Dimmer', 'ThermostatMode', 'ThermostatCoolSetpoint',
  'ThermostatHeatSetpoint', 'Humidity', 'Temperature', 'ThermostatOperatingState', 'FanMode',
  'FanState', 'Motion', 'DisturbanceReset', 'BinarySensorWater', 'LockChange',
] as const;

export const sensorReadingSchema = z.object({
  sensorType: z.string(),
  value: z.string().nullable(),
  timeIssued: z.string().nullish(),
});
export type SensorReading = z.infer<typeof sensorReadingSchema>;

export const liveDeviceTypes = ['lock', 'thermostat', 'switch', 'dimmer', 'binary_sensor', 'nest', 'gateway', 'doorbell'] as const;

export const deviceMetadataSchema = z.object({
  modelNumber: z.string().nullish(),
  sensorReadings: z.string().nullish(),
  wtField: z.string().nullish(),
  long_name: z.string().nullish(),
  chime_type: z.string().nullish(),
  ring_chime: z.string().nullish(),
});

export const liveDeviceSchema = z.object({
  uid: z.string(),
  localId: z.string(),
  gatewayId: z.string(),
  name: z.string().nullish(),
  model: z.string().nullish(),
  deviceType: z.enum(liveDeviceTypes),
  metadata_id: z.number().int().nullish(),
  device_metadata: z.array(deviceMetadataSchema).default([]),
  sensor_readings: z.string().nullish(),
  sensors: z.array(sensorReadingSchema).default([]),
  notifications: z.boolean().nullish(),
  dcm: dcmSchema.nullish(),
});
export type LiveDevice = z.infer<typeof liveDeviceSchema>;

export const deviceListAnswerSchema = z.object({ results: z.array(liveDeviceSchema) });

/** Spec 02 §7 lists lock, on, off, cool and heat; unlocking needs a word of its own (decision 0161). */
export const deviceCommands = ['lock', 'unlock', 'on', 'off', 'cool', 'heat'] as const;
export type DeviceCommand = (typeof deviceCommands)[number];

/** POST v3/device/{id}/command/: commandValue is null, or the setpoint that follows cool or heat. */
export const deviceCommandBodySchema = z.object({
  command: z.enum(deviceCommands),
  commandValue: z.number().nullable(),
});

export const setNotificationsBodySchema = z.object({ notifications: z.boolean() });
