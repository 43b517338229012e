/**
 * The shapes of the provider API's records and answers (spec 01 §3, 02 §3), as zod schemas.
 * The app checks answers against them so a broken answer gets a clear message, and the
 * simulator builds its database collections from the same schemas.
 */
import { z } from 'zod';

export const userSchema = z.object({
  uid: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const loginAnswerSchema = z.object({ token: z.string().min(1), user: userSchema });
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

const namedItemSchema = z.object({ name: z.string(), id: z.string().nullish() });

export const salesforceInfoSchema = z.object({
  defaultHubLocation: z.string().nullish(),
  lock: z.string().nullish(),
  thermostat: z.string().nullish(),
  outlet: z.string().nullish(),
  primarySwitch: z.string().nullish(),
  dimmerSwitch: z.string().nullish(),
  voiceControl: z.string().nullish(),
  leakSensor: z.string().nullish(),
  privacyLock: namedItemSchema.nullish(),
  addOnSwitch: namedItemSchema.nullish(),
  lightingLayoutLink: z.string().nullish(),
  installPageLink: z.string().nullish(),
  propertyManager: z.string().nullish(),
  phoneNumber: z.string().nullish(),
  deadboltInstallerType: z.string().nullish(),
});
export type SalesforceInfo = z.infer<typeof salesforceInfoSchema>;

export const communitySchema = z.object({
  uid: z.string(),
  name: z.string(),
  street: z.string(),
  city: z.string(),
  /** Full state, territory or province name; screens show the abbreviation. */
  state: z.string(),
  postal: z.string(),
  usesPrefilledPins: z.boolean(),
  salesforceInfo: salesforceInfoSchema.nullish(),
});
export type Community = z.infer<typeof communitySchema>;

export const communityListAnswerSchema = z.object({
  results: z.array(communitySchema),
  multipleCommunitiesAvailable: z.boolean().optional(),
});
export type CommunityListAnswer = z.infer<typeof communityListAnswerSchema>;

export const residentSchema = z.object({
  firstName: z.string().nullish(),
  lastName: z.string().nullish(),
  email: z.string().nullish(),
});
export type Resident = z.infer<typeof residentSchema>;

export const deviceToInstallTypes = [
  'lock', 'outlet', 'thermostat', 'sensor', 'privacy lock', 'primary switch',
  'add-on switch', 'dimmer switch', 'voice control', 'doorbell',
] as const;

export const deviceToInstallSchema = z.object({
  id: z.string(),
  name: z.string().nullish(),
  model: z.string(),
  modelNumber: z.string().nullish(),
  quantity: z.number().int(),
  deviceType: z.enum(deviceToInstallTypes),
  wtField: z.string().nullish(),
  sensorReadings: z.string().nullish(),
});
export type DeviceToInstall = z.infer<typeof deviceToInstallSchema>;

export const workTicketStatuses = ['Scheduled', 'In Progress', 'Complete', 'Incomplete'] as const;

export const installerPreviewDataSchema = z.object({
  notes: z.string().nullish(),
  hubLocation: z.string().nullish(),
  pteNotes: z.string().nullish(),
  pte: z.boolean().nullish(),
  specialHandling: z.boolean().nullish(),
  scheduledDate: z.string().nullish(),
  /** For example 'install', 'service', 'install;service'. */
  workType: z.string().nullish(),
  arrivalWindow: z.string().nullish(),
  workTicketStatus: z.string().nullish(),
  devicesToBeInstalled: z.array(deviceToInstallSchema).default([]),
});
export type InstallerPreviewData = z.infer<typeof installerPreviewDataSchema>;

export const unitSchema = z.object({
  id: z.number().int(),
  uid: z.string(),
  unit: z.string(),
  communityId: z.string(),
  communityName: z.string(),
  gatewayId: z.string().nullish(),
  hub_serial: z.string().nullish(),
  permission: z.boolean(),
  role: z.string().nullish(),
  residents: z.array(residentSchema).default([]),
  installerPreviewData: installerPreviewDataSchema.nullish(),
});
export type Unit = z.infer<typeof unitSchema>;

export const unitListAnswerSchema = z.object({ results: z.array(unitSchema) });

export const workTicketSchema = z.object({
  id: z.string().nullish(),
  addressId: z.number().int().nullish(),
  workTicketStatus: z.string().nullish(),
  workType: z.string().nullish(),
  scheduledDate: z.string().nullish(),
});
export type WorkTicket = z.infer<typeof workTicketSchema>;

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

export const dcmSchema = z.object({
  version: z.number(),
  codesExpected: z.number().int(),
  codesSynced: z.number().int(),
  masterCodeExpected: z.boolean(),
  masterCodeSynced: z.boolean(),
});
export type Dcm = z.infer<typeof dcmSchema>;

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

export const hubStatusSchema = z.object({
  hub_serial_number: z.string(),
  gateway_id: z.string(),
  is_iot_hub: z.boolean(),
  balena_commit_hash: z.string().nullish(),
  balena_branch: z.string().nullish(),
  balena_release_group: z.string().nullish(),
  /** ISO date-time of the last boot. */
  boot_time: z.string().nullish(),
  internet_delivery: z.string().nullish(),
  ethernet_ip_address: z.string().nullish(),
  cellular_ip_address: z.string().nullish(),
  wifi_ip_address: z.string().nullish(),
  cellular_signal: z.union([z.number(), z.string()]).nullish(),
  iccid: z.string().nullish(),
  /** ISO date-time of the last heartbeat. */
  last_seen: z.string().nullish(),
});
export type HubStatus = z.infer<typeof hubStatusSchema>;

export const serviceStatusSchema = z.object({
  status: z.enum(['Running', 'Downloaded', 'Downloading']),
  commit: z.string().nullish(),
  download_progress: z.number().nullish(),
});

export const hubUpdateStatusSchema = z.object({
  result: z.object({
    update_pending: z.boolean(),
    current_commit: z.string().nullish(),
    service_statuses: z.record(z.string(), serviceStatusSchema).default({}),
  }),
});
export type HubUpdateStatus = z.infer<typeof hubUpdateStatusSchema>;

export const syncStatuses = [
  'in_progress', 'complete', 'cloud_error', 'codes_failing', 'hub_offline', 'lock_offline',
  'low_battery', 'pairing_issue', 'poor_cell_signal', 'paused',
] as const;

export const syncRecordSchema = z.object({
  device_id: z.string(),
  status: z.enum(syncStatuses),
  created: z.string(),
  last_updated: z.string(),
  completed: z.string().nullish(),
  reason: z.string().nullish(),
  sent_percent: z.number(),
  verified_percent: z.number(),
});
export type SyncRecord = z.infer<typeof syncRecordSchema>;

export const yaleMasterCodesSchema = z.object({
  activeMasterCode: z.string().nullish(),
  inactiveMasterCodes: z.array(z.string()).default([]),
});
export type YaleMasterCodes = z.infer<typeof yaleMasterCodesSchema>;

export const unitConfigurationSchema = z.object({
  /** Preset install location names per device family (locks, thermostats, lights, sensor, hub, doorbell). */
  installLocations: z.record(z.string(), z.array(z.string())).default({}),
});
export type UnitConfiguration = z.infer<typeof unitConfigurationSchema>;

/** The answer body of a failed call, as far as the app reads it (spec 01 §8, 02 §8). */
export const errorBodySchema = z.object({
  message: z.string().optional(),
  custom: z.string().optional(),
  error: z.string().optional(),
  detail: z.string().optional(),
}).partial();
export type ErrorBody = z.infer<typeof errorBodySchema>;
