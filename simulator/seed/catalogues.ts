/** The catalogue fixtures, checked once on load so a typo in a JSON file fails loudly and early. */
import { z } from 'zod';
import { deviceToInstallTypes, liveDeviceTypes, regions } from '../../app/api/schemas';
import { deviceModelsJson, presetLocationsJson, technicianNotesJson, usCitiesJson } from '../../fixtures';

const deviceModelSchema = z.object({
  type: z.enum(deviceToInstallTypes),
  /** The live device type once paired; null for parts that never join the Z-Wave network. */
  liveType: z.enum(liveDeviceTypes).nullable(),
  sensorKind: z.enum(['door', 'motion', 'leak']).optional(),
  manufacturer: z.string(),
  model: z.string(),
  long_name: z.string(),
  modelNumber: z.string(),
  zwave: z.boolean(),
}).strict();
export type DeviceModel = z.infer<typeof deviceModelSchema>;

const stateSchema = z.object({
  name: z.string(),
  abbreviation: z.string().length(2),
  country: z.enum(['US', 'CA']),
  kind: z.enum(['state', 'district', 'territory', 'province']),
}).strict();

const technicianNotesSchema = z.object({
  notes: z.array(z.string()).min(1),
  pteNotes: z.array(z.string()).min(1),
  arrivalWindows: z.array(z.string()).min(1),
  hubLocations: z.array(z.string()).min(1),
  installerCompanies: z.array(z.string()).min(1),
}).strict();

export const deviceModels = z.array(deviceModelSchema).parse(deviceModelsJson);
export const presetLocations = z.array(z.string()).length(64).parse(presetLocationsJson);
export const states = z.array(stateSchema).parse(regions);
export const technicianNotes = technicianNotesSchema.parse(technicianNotesJson);


const citySchema = z.object({
  city: z.string(),
  state: z.string().refine((name) => states.some((state) => state.name === name), { message: 'must be a full name from states.json' }),
  /** First three digits of the city's ZIP codes. */
  postalPrefix: z.string().regex(/^\d{3}$/, 'must be three digits'),
}).strict();

/** Real US cities, so generated addresses read like the properties installers visit. */
export const usCities = z.array(citySchema).min(1).parse(usCitiesJson);

export function modelsOfType(type: DeviceModel['type']): DeviceModel[] {
  return deviceModels.filter((model) => model.type === type);
}
