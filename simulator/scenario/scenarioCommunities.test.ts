import { describe, expect, it } from 'vitest';
import { scenarioSchema } from './schema';
import { buildSeed } from '../seed/buildSeed';
import { withScenarioCommunities } from './scenarioCommunities';

const NOW = Date.UTC(2026, 10, 21, 9);
const MAPLE_COURT = 'cmty-7d2f9a0e-maple-court';
const seed = buildSeed({ handwritten: true, bulk: [{ communities: 2, unitsPerCommunity: 1, seed: 1 }] }, NOW);
const scenarioWith = (communities: unknown) => scenarioSchema.parse({ name: 'x', description: 'x', seed: { handwritten: true }, communities });
const mapleCourt = (snapshot: typeof seed) => snapshot.communities.find((community) => community.uid === MAPLE_COURT);

describe('withScenarioCommunities', () => {
  it('sets the Community Info fields it names and keeps the others', () => {
    const changed = withScenarioCommunities(seed, scenarioWith([{ uid: MAPLE_COURT, salesforceInfo: { installPageLink: 'javascript:alert(1)' } }]));
    expect(mapleCourt(changed)?.salesforceInfo).toEqual({ ...mapleCourt(seed)?.salesforceInfo, installPageLink: 'javascript:alert(1)' });
    expect(changed.communities.filter((community) => community.uid !== MAPLE_COURT)).toEqual(seed.communities.filter((community) => community.uid !== MAPLE_COURT));
  });

  it('leaves the seed as it is without communities', () => {
    expect(withScenarioCommunities(seed, scenarioWith([]))).toBe(seed);
  });

  it('names the entry of a community the seed lacks', () => {
    expect(() => withScenarioCommunities(seed, scenarioWith([{ uid: MAPLE_COURT, salesforceInfo: {} }, { uid: 'cmty-nope', salesforceInfo: {} }]))).toThrow(
      'Scenario "x" is invalid: communities[1].uid: the seed has no community "cmty-nope"',
    );
  });
});
