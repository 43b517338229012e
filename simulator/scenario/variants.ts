/**
 * Per-trainee variants of a scenario (issue 39): a scenario's `variants` names what may differ
 * from one trainee's world to the next (the master codes of the Yale locks and units, which occurrence of a fault
 * hits), and a seed draws one variant. The same seed always draws the same variant, and the
 * variant's run is seeded with it too (`randomSeed`), so the trainer reproduces any trainee's
 * world from the seed the console shows (decision 0445). Pure.
 */
import { z } from 'zod';
import { faultIdSchema } from '../faults/schema';
import { SeededRandom } from '../seed/bulk/random';
import { randomSeedSchema } from './runStart';

const occurrence = z.number().int().min(1).max(1_000);
const range = z.tuple([occurrence, occurrence]);
const inOrder = ({ nth: [min, max] }: { nth: [number, number] }) => min <= max;
const rangeMessage = { path: ['nth'], message: 'the range must be [min, max] with min <= max' };

export const variantsSchema = z.object({
  /**
   * Every master code the scenario names gets one of this many digits, drawn from the seed: each
   * Yale lock's and each unit's (`seed.records` of `yaleMasterCodes`: active and older codes). The
   * same code gets the same draw everywhere and different codes different draws, so a lock that
   * holds one of its unit's older codes still does in every variant (decision 0460).
   */
  masterCodeDigits: z.number().int().min(4).max(8).optional(),
  /** The fault with `id` hits its `nth` occurrence, drawn from [min, max]: a failure that comes sooner or later. */
  faults: z.array(z.object({ id: faultIdSchema, nth: range }).strict().refine(inOrder, rangeMessage)).default([]),
  /**
   * The timeline's entry at `entry` (from 0) fires on its trigger's `nth` event, drawn from [min, max]:
   * a hub that reboots as the second or as the third inclusion starts.
   */
  timeline: z.array(z.object({ entry: z.number().int().min(0), nth: range }).strict().refine(inOrder, rangeMessage)).default([]),
}).strict();
export type Variants = z.infer<typeof variantsSchema>;

/** The largest seed a variant takes: a 32-bit number, short enough to read out or type. */
export const MAX_VARIANT_SEED = 2 ** 32 - 1;
export const variantSeedSchema = randomSeedSchema.min(0).max(MAX_VARIANT_SEED);

interface SeedRecord { collection: string; record: Record<string, unknown> }

interface VariedScenario {
  randomSeed?: number;
  seed?: { records?: readonly SeedRecord[] };
  yaleLocks: ReadonlyArray<{ masterCode: string | null }>;
  faults: ReadonlyArray<{ id?: string; nth?: number }>;
  timeline?: ReadonlyArray<{ when?: Record<string, unknown> }>;
  variants?: z.input<typeof variantsSchema>;
}

function digits(random: SeededRandom, count: number): string {
  // No leading zero: a code read out from a box as a number keeps its length.
  return String(random.int(1, 9)) + Array.from({ length: count - 1 }, () => String(random.int(0, 9))).join('');
}

const isUnitCodes = (entry: SeedRecord) => entry.collection === 'yaleMasterCodes';
const unitCodes = ({ record }: SeedRecord): unknown[] => [record.activeMasterCode, ...(Array.isArray(record.inactiveMasterCodes) ? record.inactiveMasterCodes : [])];

/** Each distinct code the scenario names, in the order it first names them, to a distinct drawn code. */
function drawnCodes(random: SeededRandom, named: readonly unknown[], count: number): Map<string, string> {
  const drawn = new Map<string, string>();
  const used = new Set<string>();
  for (const code of named) {
    if (typeof code !== 'string' || drawn.has(code)) continue;
    let next = digits(random, count);
    while (used.has(next)) next = digits(random, count);
    used.add(next);
    drawn.set(code, next);
  }
  return drawn;
}

/** A timeline entry whose trigger counts to `nth` (one trigger name, its parameters beside `nth`). */
function withTriggerNth<E extends { when?: Record<string, unknown> }>(entry: E, nth: number | undefined): E {
  const [trigger] = Object.entries(entry.when ?? {});
  if (nth === undefined || !trigger) return entry;
  const [name, params] = trigger;
  return { ...entry, when: { [name]: { ...(params as object), nth } } };
}

/** The scenario as the world of `seed` runs it; a scenario without `variants` only takes the seed. */
export function variantOf<S extends VariedScenario>(scenario: S, seed: number): S & { randomSeed: number } {
  const random = new SeededRandom(seed);
  const { masterCodeDigits, faults = [], timeline = [] } = scenario.variants ?? {};
  const records = scenario.seed?.records ?? [];
  const named = [...scenario.yaleLocks.map((lock) => lock.masterCode), ...records.filter(isUnitCodes).flatMap(unitCodes)];
  const codes = masterCodeDigits === undefined ? new Map<string, string>() : drawnCodes(random, named, masterCodeDigits);
  const swap = (code: unknown) => (typeof code === 'string' ? (codes.get(code) ?? code) : code);
  const nthOf = new Map(faults.map(({ id, nth: [min, max] }) => [id, random.int(min, max)]));
  const entryNth = new Map(timeline.map(({ entry, nth: [min, max] }) => [entry, random.int(min, max)]));
  return {
    ...scenario,
    randomSeed: seed,
    ...(scenario.seed && codes.size > 0
      ? { seed: { ...scenario.seed, records: records.map((entry) => (isUnitCodes(entry) ? { ...entry, record: { ...entry.record, activeMasterCode: swap(entry.record.activeMasterCode), inactiveMasterCodes: unitCodes(entry).slice(1).map(swap) } } : entry)) } }
      : {}),
    yaleLocks: scenario.yaleLocks.map((lock) => (lock.masterCode === null ? lock : { ...lock, masterCode: codes.get(lock.masterCode) ?? lock.masterCode })),
    faults: scenario.faults.map((fault) => (fault.id !== undefined && nthOf.has(fault.id) ? { ...fault, nth: nthOf.get(fault.id) } : fault)),
    ...(scenario.timeline && entryNth.size > 0 ? { timeline: scenario.timeline.map((entry, index) => withTriggerNth(entry, entryNth.get(index))) } : {}),
  };
}
