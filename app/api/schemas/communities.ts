/** Communities and their install information (spec 01 §3). */
import { z } from 'zod';

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
