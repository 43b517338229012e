/**
 * What each fixture file must hold. A test checks every file against these (fixtures.test.ts), so a
 * typo fails CI; the page reads the files as they are, instead of checking 35 KB of its own JSON on
 * every load of the demo build (issue 17: that check was a third of the simulator's start-up).
 */
import { z } from 'zod';
import { deviceToInstallTypes, liveDeviceTypes, regions } from '../../app/api/schemas';
import { userRecordSchema } from '../db/schemas';

export const deviceModelSchema = z.object({
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

export const stateSchema = z.object({
  name: z.string(),
  abbreviation: z.string().length(2),
  country: z.enum(['US', 'CA']),
  kind: z.enum(['state', 'district', 'territory', 'province']),
}).strict();
export type State = z.infer<typeof stateSchema>;

export const technicianNotesSchema = z.object({
  notes: z.array(z.string()).min(1),
  pteNotes: z.array(z.string()).min(1),
  arrivalWindows: z.array(z.string()).min(1),
  hubLocations: z.array(z.string()).min(1),
  installerCompanies: z.array(z.string()).min(1),
}).strict();
export type TechnicianNotes = z.infer<typeof technicianNotesSchema>;

export const presetLocationsSchema = z.array(z.string()).length(64);

export const citySchema = z.object({
  city: z.string(),
  state: z.string().refine((name) => regions.some((state) => state.name === name), { message: 'must be a full name from states.json' }),
  /** First three digits of the city's ZIP codes. */
  postalPrefix: z.string().regex(/^\d{3}$/, 'must be three digits'),
  /** The city's telephone area code, so a property's phone number belongs to its city. */
  areaCode: z.string().regex(/^[2-9]\d{2}$/, 'must be a US area code'),
}).strict();
export type UsCity = z.infer<typeof citySchema>;

const wordsSchema = z.array(z.string().regex(/^[A-Z][A-Za-z]*( [A-Z][A-Za-z]*)*$/, 'must be capitalised words')).min(10);

export const usNamesSchema = z.object({
  firstNames: wordsSchema,
  lastNames: wordsSchema,
  streetNames: wordsSchema,
  streetSuffixes: wordsSchema,
}).strict();
export type UsNames = z.infer<typeof usNamesSchema>;

export const demoUserSchema = userRecordSchema.extend({
  /** 'all': member of every seeded community; 'handwritten': only of the hand-written one. */
  sees: z.enum(['all', 'handwritten']),
}).strict();
export type DemoUser = z.infer<typeof demoUserSchema>;
