import { describe, expect, it } from 'vitest';
import type { Community } from '../../api/schemas';
import { filterCommunities } from './filterCommunities';

const community = (name: string): Community => ({ uid: name, name, street: '', city: '', state: '', postal: '', usesPrefilledPins: false });
const all = [community('Maple Court'), community('Oak Ridge'), community('MAPLEWOOD')];

describe('filterCommunities', () => {
  it.each([
    ['', ['Maple Court', 'Oak Ridge', 'MAPLEWOOD']],
    ['maple', ['Maple Court', 'MAPLEWOOD']],
    ['  RIDGE ', ['Oak Ridge']],
    ['court', ['Maple Court']],
    ['zzz', []],
  ])('"%s"', (search, expected) => {
    expect(filterCommunities(all, search).map((c) => c.name)).toEqual(expected);
  });
});
