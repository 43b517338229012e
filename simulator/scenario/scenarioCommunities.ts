/**
 * Puts the scenario's Community Info into the seed, for example links a trainer wants to see
 * handled. A uid the seed lacks is an error that names the entry; the simulator then keeps its
 * previous state.
 */
import type { DatabaseSnapshot } from '../db/database';
import { recordSchemas } from '../db/schemas';
import type { Scenario } from './schema';

export function withScenarioCommunities(seed: DatabaseSnapshot, scenario: Scenario): DatabaseSnapshot {
  if (scenario.communities.length === 0) return seed;
  const communities = seed.communities.map((input) => recordSchemas.communities.parse(input));
  scenario.communities.forEach((wanted, place) => {
    const index = communities.findIndex((community) => community.uid === wanted.uid);
    const found = communities[index];
    if (!found) throw new Error(`Scenario "${scenario.name}" is invalid: communities[${place}].uid: the seed has no community "${wanted.uid}"`);
    communities[index] = { ...found, salesforceInfo: { ...found.salesforceInfo, ...wanted.salesforceInfo } };
  });
  return { ...seed, communities };
}
