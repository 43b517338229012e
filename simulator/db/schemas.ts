/**
 * Record shapes of the simulator's database. Where a record is what the API answers, it is the
 * app's own schema (app/api/schemas/) extended with fields only the simulator knows, so the
 * simulator cannot store a record the app would refuse.
 */
import { z } from 'zod';
import {
  communitySchema,
  hubStatusSchema,
  hubUpdateStatusSchema,
  liveDeviceSchema,
  syncRecordSchema,
  unitSchema,
  userSchema,
  workTicketSchema,
  yaleMasterCodesSchema,
} from '../../app/api/schemas';
import { hubLifecycleSchema } from './lifecycleSchema';
import { yaleLockRecordSchema } from './yaleLockRecord';
import { controllerRecordSchema } from './controllerRecord';
import { exerciseRecordSchema } from './exerciseRecord';

/** Product families that install locations are configured for (spec 02 §3). */
export const deviceFamilies = ['locks', 'thermostats', 'lights', 'sensor', 'hub', 'doorbell'] as const;

export const userRecordSchema = userSchema.extend({
  password: z.string().min(1),
  /** Set for the accounts offered on the sign-in page. */
  demoLabel: z.string().nullable(),
});

const sessionRecordSchema = z.object({
  token: z.string().min(1),
  userUid: z.string(),
  /** Simulator time (ms) after which the token answers 401. */
  expiresAt: z.number(),
});

const communityRecordSchema = communitySchema.extend({
  /** Users who see this community in their lists. */
  memberUids: z.array(z.string()),
});

/** A unit's hub link is its API fields gatewayId and hub_serial. */
const unitRecordSchema = unitSchema;

/** A hub with addressId null is unassigned: its serial is one an installer may enter. */
const hubRecordSchema = hubStatusSchema.extend({
  addressId: z.number().int().nullable(),
  update: hubUpdateStatusSchema.shape.result,
  /** A reboot, restart or update under way (simulator/hub/lifecycle.ts); null when the hub just runs. */
  lifecycle: hubLifecycleSchema.nullable().default(null),
  /** False stops the heartbeat: last_seen stays where it was (a hub unplugged from the network). */
  online: z.boolean().default(true),
  /** The stream a hub that is not an IoT hub needs before the app can listen (calls stream.get / stream.create); null until created. */
  streamId: z.string().nullable().default(null),
});

const deviceRecordSchema = liveDeviceSchema;

const workTicketRecordSchema = workTicketSchema.extend({
  id: z.string(),
  addressId: z.number().int(),
});

/**
 * A sync as the door-code service runs it (simulator/door-codes/sync.ts): the API record plus how
 * far the work has got, when the next step is due, and until when it is stalled.
 */
const doorCodeSyncRecordSchema = syncRecordSchema.extend({
  addressId: z.number().int(),
  /** Simulator ms of sending then verifying done so far. */
  progressMs: z.number().min(0).default(0),
  /** Simulator time of the next progress step; null once the sync stopped or ended. */
  nextStepAt: z.number().nullable().default(null),
  /** Until this simulator time the sync makes no progress although it is in progress. */
  stalledUntil: z.number().nullable().default(null),
});

const yaleMasterCodeRecordSchema = yaleMasterCodesSchema.extend({ addressId: z.number().int() });

const installLocationRecordSchema = z.object({
  communityId: z.string(),
  family: z.enum(deviceFamilies),
  locations: z.array(z.string()),
});

const submissionRecordSchema = z.object({
  id: z.string(),
  addressId: z.number().int(),
  /** Simulator time (ms) of the submission. */
  at: z.number(),
  body: z.record(z.string(), z.unknown()),
});

export const recordSchemas = {
  users: userRecordSchema,
  sessions: sessionRecordSchema,
  communities: communityRecordSchema,
  units: unitRecordSchema,
  hubs: hubRecordSchema,
  devices: deviceRecordSchema,
  workTickets: workTicketRecordSchema,
  doorCodeSyncs: doorCodeSyncRecordSchema,
  yaleMasterCodes: yaleMasterCodeRecordSchema,
  installLocations: installLocationRecordSchema,
  submissions: submissionRecordSchema,
  /** Each hub's simulated Z-Wave controller (simulator/zwave/controllerState.ts), created when first used. */
  zwaveControllers: controllerRecordSchema,
  /** A Yale lock waiting at a hub's door, operated by its keypad (simulator/yale/yaleLock.ts); from the scenario. */
  yaleLocks: yaleLockRecordSchema,
  /** The running training exercise's progress (simulator/exercise/exercise.ts), created when it starts. */
  exercises: exerciseRecordSchema,
} as const;

export type CollectionName = keyof typeof recordSchemas;
export const collectionNames = Object.keys(recordSchemas) as CollectionName[];

export type RecordOf<C extends CollectionName> = z.output<(typeof recordSchemas)[C]>;
export type RecordInput<C extends CollectionName> = z.input<(typeof recordSchemas)[C]>;

export type UserRecord = RecordOf<'users'>;
export type SessionRecord = RecordOf<'sessions'>;
export type CommunityRecord = RecordOf<'communities'>;
export type UnitRecord = RecordOf<'units'>;
export type HubRecord = RecordOf<'hubs'>;
export type DeviceRecord = RecordOf<'devices'>;
export type DoorCodeSyncRecord = RecordOf<'doorCodeSyncs'>;
