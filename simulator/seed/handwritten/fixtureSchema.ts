/**
 * The shape of fixtures/maple-court.json: API records nested per unit, with times given relative
 * to the scenario start ("minutesAgo", "scheduledInDays") so the demo always looks current.
 * Strict objects turn a misspelled field into an error instead of a silently missing value.
 */
import { z } from 'zod';
import {
  communitySchema,
  hubStatusSchema,
  installerPreviewDataSchema,
  liveDeviceSchema,
  sensorReadingSchema,
  syncStatuses,
  unitSchema,
  yaleMasterCodesSchema,
} from '../../../app/api/schemas';
import { deviceFamilies } from '../../db/schemas';

/** A reading issued `minutesAgo` before the scenario start (scenario files use it too). */
export const sensorFixture = sensorReadingSchema.omit({ timeIssued: true }).extend({ minutesAgo: z.number() }).strict();

const deviceFixture = liveDeviceSchema
  .omit({ gatewayId: true, sensors: true })
  .extend({ sensors: z.array(sensorFixture) })
  .strict();

const hubFixture = hubStatusSchema
  .pick({
    internet_delivery: true,
    ethernet_ip_address: true,
    cellular_ip_address: true,
    wifi_ip_address: true,
    cellular_signal: true,
  })
  .partial()
  .extend({ bootedHoursAgo: z.number() })
  .strict();

const syncFixture = z.object({
  deviceUid: z.string(),
  status: z.enum(syncStatuses),
  startedMinutesAgo: z.number(),
  finishedMinutesAgo: z.number().nullable(),
  sent_percent: z.number(),
  verified_percent: z.number(),
}).strict();

const previewFixture = installerPreviewDataSchema
  .omit({ scheduledDate: true })
  .extend({ scheduledInDays: z.number().int() })
  .strict();

const unitFixture = unitSchema
  .omit({ communityId: true, communityName: true, installerPreviewData: true })
  .extend({
    /** Which case this unit covers; documentation only. */
    about: z.string(),
    workTicketId: z.string().optional(),
    installerPreviewData: previewFixture.nullable(),
    hub: hubFixture.optional(),
    devices: z.array(deviceFixture).optional(),
    yaleMasterCodes: yaleMasterCodesSchema.optional(),
    doorCodeSyncs: z.array(syncFixture).optional(),
  })
  .strict();
export type UnitFixture = z.infer<typeof unitFixture>;

export const communityFixtureSchema = z.object({
  community: communitySchema.strict(),
  installLocations: z.partialRecord(z.enum(deviceFamilies), z.array(z.string())),
  unassignedHubs: z.array(z.object({ serial: z.string(), gatewayId: z.string() }).strict()),
  units: z.array(unitFixture),
}).strict();
export type CommunityFixture = z.infer<typeof communityFixtureSchema>;
