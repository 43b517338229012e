/** Builds every record a scenario starts with, as plain data: deterministic for a plan and start time. */
import { applySaved } from '../db/applySaved';
import { emptySnapshot, type DatabaseSnapshot } from '../db/database';
import { keyOf } from '../db/recordKeys';
import { addBulkGroup } from './bulk/group';
import { SeededRandom } from './bulk/random';
import { addHandwrittenCommunity, mapleCourt } from './handwritten/community';
import type { SeedPlan } from './plan';
import { addDemoUsers } from './users';

// Bulk numbers start well clear of the hand-written ones (address 1001+, serial HB2-1000xxx).
const LAST_HANDWRITTEN_ADDRESS_ID = 20_000;
const LAST_HANDWRITTEN_HUB_SERIAL = 2_000_000;

export function buildSeed(plan: SeedPlan, now: number): DatabaseSnapshot {
  const out = emptySnapshot();
  if (plan.handwritten) addHandwrittenCommunity(out, now);
  const counters = { addressId: LAST_HANDWRITTEN_ADDRESS_ID, hubSerial: LAST_HANDWRITTEN_HUB_SERIAL };
  const usedNames = new Set(out.communities.map((community) => community.name));
  plan.bulk.forEach((group) => addBulkGroup({ random: new SeededRandom(group.seed), out, now, counters }, group, usedNames));
  // Copies: the demo users' membership is written into each community below.
  const records = (plan.records ?? []).map(({ collection, record }, order) => ({ collection, key: keyOf(collection, record as never), order, record: structuredClone(record) }));
  const seeded = records.length ? applySaved(out, records) : out;
  addDemoUsers(seeded, mapleCourt.community.uid);
  return seeded;
}
