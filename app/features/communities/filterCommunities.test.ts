import { describe, expect, it } from 'vitest';
import type { Community } from '../../api/schemas';
import { communityMatcher, sortCommunities } from './filterCommunities';

const community = (name: string): Community => ({ uid: name, name, street: '', city: '', state: '', postal: '', usesPrefilledPins: false });
const all = [community('Maple Court'), community('Oak Ridge'), community('MAPLEWOOD')];

describe('communityMatcher', () => {
  it.each([
    ['', ['Maple Court', 'Oak Ridge', 'MAPLEWOOD']],
    ['maple', ['Maple Court', 'MAPLEWOOD']],
    ['  RIDGE ', ['Oak Ridge']],
    ['court', ['Maple Court']],
    ['zzz', []],
  ])('"%s"', (search, expected) => {
    expect(communityMatcher(all)(search).map((c) => c.name)).toEqual(expected);
  });
});

describe('sortCommunities', () => {
  it.each([
    [['Oak Ridge', 'maple court', 'Birch'], ['Birch', 'maple court', 'Oak Ridge']],
    [['Tower 10', 'Tower 9'], ['Tower 9', 'Tower 10']],
    [[], []],
  ])('%j', (names, expected) => {
    expect(sortCommunities(names.map(community)).map((c) => c.name)).toEqual(expected);
  });
});
