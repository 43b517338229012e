import type { CollectionName } from '../db/schemas';

/** What a scenario asks the seed for (its "seed" section, with bulk normalised to a list). */
export interface BulkGroup {
  communities: number;
  /** Units per community: a fixed number, or an inclusive [min, max] range picked per community. */
  unitsPerCommunity: number | readonly [number, number];
  /** The generator's seed: the same group with the same seed gives the same records. */
  seed: number;
}

export interface SeedPlan {
  handwritten: boolean;
  bulk: readonly BulkGroup[];
  /** Records laid over the hand-written and generated ones (a compiled capture's data, decision 0342). */
  records?: ReadonlyArray<{ collection: CollectionName; record: Record<string, unknown> }>;
}
