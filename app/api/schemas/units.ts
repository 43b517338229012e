/** Units (addresses) with their residents and the work ticket's preview data (spec 01 §3). */
import { z } from 'zod';

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

export const unitConfigurationSchema = z.object({
  /** Preset install location names per device family (locks, thermostats, lights, sensor, hub, doorbell). */
  installLocations: z.record(z.string(), z.array(z.string())).default({}),
});
export type UnitConfiguration = z.infer<typeof unitConfigurationSchema>;
