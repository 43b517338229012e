import { describe, expect, it } from 'vitest';
import type { Unit } from '../../api/schemas';
import { unitMatcher } from './filterUnits';

const unit = (name: string, id: number): Unit => ({
  id,
  uid: `u${id}`,
  unit: name,
  communityId: 'c',
  communityName: 'C',
  permission: false,
  residents: [],
});
const all = [unit('101', 1), unit('A-101', 2), unit('b-210', 3)];

describe('unitMatcher', () => {
  it.each([
    ['', ['101', 'A-101', 'b-210']],
    ['101', ['101', 'A-101']],
    [' B-2 ', ['b-210']],
    ['a-', ['A-101']],
    ['999', []],
  ])('"%s"', (search, expected) => {
    expect(unitMatcher(all)(search).map((u) => u.unit)).toEqual(expected);
  });
});
