/** The scenario file format (docs/scenarios.md), checked with zod so a bad file names its bad field. */
import { z } from 'zod';
import { hubStatusSchema, salesforceInfoSchema } from '../../app/api/schemas';
import { faultSchema } from '../faults/schema';
import { profileNames } from '../faults/profiles';
import { sensorFixture } from '../seed/handwritten/fixtureSchema';
import { timelineEntrySchema } from '../timeline/schema';
import { scenarioFlagsSchema } from './flags';
import { collectionNames, recordSchemas } from '../db/schemas';
import { schedulerStateSchema } from '../engine/scheduler';
import { faultBookStateSchema } from '../faults/faultBook';
import { timelineStateSchema } from '../timeline/timeline';
import { exerciseSchema } from '../exercise/exercise';
import { expectSchema } from './expectSchema';
import { randomSeedSchema } from './runStart';
import { failureKindIds } from './failureKinds';
import { variantsSchema } from './variants';

const count = z.number().int().min(0);

/**
 * What the simulator can hold: it rebuilds its data on every page load, about 1 s per 10000 units
 * on a 2-core machine (decision 0198). Beyond this a tab stays blank for many seconds or runs
 * out of memory, so a scenario asking for more is refused.
 */
export const MAX_BULK_UNITS = 20_000;
export const MAX_BULK_COMMUNITIES = 20_000;

function beyondCapacity(groups: ReadonlyArray<{ communities: number; unitsPerCommunity: number | readonly [number, number] }>): string | null {
  const communities = groups.reduce((total, group) => total + group.communities, 0);
  const units = groups.reduce((total, group) => total + group.communities * [group.unitsPerCommunity].flat().reduce((a, b) => Math.max(a, b), 0), 0);
  if (communities > MAX_BULK_COMMUNITIES) return `at most ${MAX_BULK_COMMUNITIES} communities in all, the most the simulator can hold (this asks for ${communities})`;
  if (units > MAX_BULK_UNITS) return `at most ${MAX_BULK_UNITS} units in all, the most the simulator can hold (this asks for up to ${units})`;
  return null;
}

const bulkGroupSchema = z.object({
  communities: count.max(20_000),
  unitsPerCommunity: z.union([count.max(5_000), z.tuple([count.max(5_000), count.max(5_000)])]),
  seed: z.number().int(),
}).strict().refine(
  (group) => typeof group.unitsPerCommunity === 'number' || group.unitsPerCommunity[0] <= group.unitsPerCommunity[1],
  { message: 'the range must be [min, max] with min <= max', path: ['unitsPerCommunity'] },
);

/** A seeded hub as the scenario wants it at the start (applied by simulator/scenario/scenarioHubs.ts). */
const scenarioHubSchema = z.object({
  serial: z.string().min(1),
  /** Status fields to set, for example a cellular-only connection with a weak signal. */
  set: hubStatusSchema.omit({ hub_serial_number: true, gateway_id: true }).partial().strict().optional(),
  /** Starts a software update this many seconds before the scenario starts (0: at the start). */
  updateStartedSecondsAgo: z.number().min(0).optional(),
  /** False: the hub sends no heartbeat from the start. */
  online: z.boolean().optional(),
}).strict();
export type ScenarioHub = z.infer<typeof scenarioHubSchema>;

/** A seeded community's Community Info as the scenario wants it (applied by simulator/scenario/scenarioCommunities.ts). */
const scenarioCommunitySchema = z.object({
  uid: z.string().min(1),
  /** Community Info fields to set; the others stay as seeded. */
  salesforceInfo: salesforceInfoSchema.partial().strict(),
}).strict();
export type ScenarioCommunity = z.infer<typeof scenarioCommunitySchema>;

/** A seeded device as the scenario wants it at the start (applied by simulator/scenario/scenarioDevices.ts). */
const scenarioDeviceSchema = z.object({
  uid: z.string().min(1),
  /** Its readings, replacing the seeded ones; `[]`: the device has never reported. */
  sensors: z.array(sensorFixture).optional(),
  /** A leak sensor's alerts: false is test mode. */
  notifications: z.boolean().optional(),
}).strict();
export type ScenarioDevice = z.infer<typeof scenarioDeviceSchema>;

/** A record must fit its collection's schema, so a scenario cannot hold data the app would refuse. */
function fitsCollection({ collection, record }: { collection: (typeof collectionNames)[number]; record: Record<string, unknown> | null }, ctx: z.RefinementCtx): void {
  if (record === null) return;
  recordSchemas[collection].safeParse(record).error?.issues.forEach((issue) => ctx.addIssue({ ...issue, path: ['record', ...issue.path] }));
}

const resumedRecordSchema = z.object({
  collection: z.enum(collectionNames),
  key: z.string().min(1),
  /** The record as it was when saved; null: the seeded record with this key was gone. */
  record: z.record(z.string(), z.unknown()).nullable(),
}).strict().superRefine(fitsCollection);

/**
 * A record the seed holds besides the hand-written and generated data (replacing one of theirs
 * with its key): `scenario:from-capture` writes the unit, community, hub and devices as the
 * capture's answers showed them (decision 0342).
 */
const seedRecordSchema = z.object({
  collection: z.enum(collectionNames),
  record: z.record(z.string(), z.unknown()),
}).strict().superRefine(fitsCollection);

/**
 * Where a saved scenario (the trainer's 'Save as scenario') goes on from: the records that differ
 * from its seed, the scheduler's pending events, the faults with their counters, the trigger
 * counts. With it the scenario starts as it was saved instead of at its timeline's beginning.
 */
const resumeSchema = z.object({
  /** When the records' seed was built (the first run's start): `records` are what differ from it. */
  seededAt: z.iso.datetime({ offset: true }).optional(),
  records: z.array(resumedRecordSchema),
  events: schedulerStateSchema,
  faults: faultBookStateSchema,
  triggers: timelineStateSchema.shape.triggers,
}).strict();
export type ScenarioResume = z.infer<typeof resumeSchema>;
/** A Yale lock at a hub's door, operated by its keypad (applied by simulator/scenario/scenarioLocks.ts). */
const scenarioYaleLockSchema = z.object({
  /** The hub at whose door the lock waits. */
  serial: z.string().min(1),
  /** The master code the lock holds; null: a new lock, whose first code is programmed on its keypad. */
  masterCode: z.string().regex(/^\d{4,8}$/, 'must be 4 to 8 digits').nullable(),
  /** A catalogue model; default the first Yale lock the hub's unit still has to install. */
  model: z.string().min(1).optional(),
}).strict();
export type ScenarioYaleLock = z.infer<typeof scenarioYaleLockSchema>;

export const scenarioSchema = z.object({
  /** The JSON Schema editors read (scenarios/schema/scenarioSchema.json); the simulator ignores it. */
  $schema: z.string().optional(),
  name: z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'use lower-case letters, digits and dashes'),
  description: z.string().min(1),
  /** The failure kinds of the specification this file reproduces (./failureKinds.ts); never inherited (decision 0305). */
  covers: z.array(z.enum(failureKindIds)).default([]).superRefine((ids, ctx) => {
    ids.forEach((id, index) => {
      if (ids.indexOf(id) !== index) ctx.addIssue({ code: 'custom', path: [index], message: `"${id}" is listed twice` });
    });
  }),
  seed: z.object({
    handwritten: z.boolean(),
    bulk: z.union([bulkGroupSchema, z.array(bulkGroupSchema)]).optional(),
    records: z.array(seedRecordSchema).optional(),
  }).strict().superRefine((seed, ctx) => {
    const problem = beyondCapacity(seed.bulk === undefined ? [] : [seed.bulk].flat());
    if (problem) ctx.addIssue({ code: 'custom', path: ['bulk'], message: problem });
  }),
  flags: scenarioFlagsSchema.default({}),
  faults: z.array(faultSchema).default([]).superRefine((faults, ctx) => {
    const seen = new Set<string>();
    faults.forEach((fault, index) => {
      if (fault.id !== undefined && seen.has(fault.id)) ctx.addIssue({ code: 'custom', path: [index, 'id'], message: `"${fault.id}" is used twice` });
      if (fault.id !== undefined) seen.add(fault.id);
    });
  }),
  /** Named fault profiles added to `faults`, their magnitudes drawn from the run's seed (../faults/profiles.ts). */
  profile: z.union([z.enum(profileNames), z.array(z.enum(profileNames))]).optional(),
  hubs: z.array(scenarioHubSchema).default([]),
  communities: z.array(scenarioCommunitySchema).default([]),
  devices: z.array(scenarioDeviceSchema).default([]),
  yaleLocks: z.array(scenarioYaleLockSchema).default([]),
  timeline: z.array(timelineEntrySchema).default([]),
  clock: z.object({
    start: z.iso.datetime({ offset: true }).optional(),
    speed: z.number().positive().max(1_000).optional(),
    /** Starts with simulator time standing still: only clock.advance, clock.jump or resume move it. */
    paused: z.boolean().optional(),
  }).strict().optional(),
  resume: resumeSchema.optional(),
  /**
   * Hubs whose messages a field capture replays (npm run scenario:from-capture): their simulated
   * Z-Wave controller stands aside, the timeline sends what the real hub sent (decision 0310).
   */
  replay: z.object({ hubs: z.array(z.string().min(1)).min(1) }).strict().optional(),
  /** The seed of everything random in a run (./runStart.ts); default: one from the name. */
  randomSeed: randomSeedSchema.optional(),
  /** What differs between trainees' worlds of a class, drawn from each world's seed (./variants.ts, docs/classroom.md). */
  variants: variantsSchema.optional(),
  /** A training exercise: objectives checked live, hints (docs/scenarios.md, **Exercises**). */
  exercise: exerciseSchema.optional(),
  /** What the installer does and what must be seen, for npm run scenario:test (./expectSchema.ts). */
  expect: expectSchema.optional(),
}).strict().superRefine((scenario, ctx) => {
  scenario.variants?.timeline.forEach(({ entry }, index) => {
    if (!scenario.timeline[entry]?.when) ctx.addIssue({ code: 'custom', path: ['variants', 'timeline', index, 'entry'], message: `timeline[${entry}] is not an entry with a trigger ("when")` });
  });
});

export type Scenario = z.infer<typeof scenarioSchema>;
