import { describe, expect, it } from 'vitest';
import { formatCommunityAddress } from './address';
import { stateAbbreviation, stateName } from './states';

describe('state mapping', () => {
  it.each([
    ['Texas', 'TX'],
    ['texas', 'TX'],
    ['District of Columbia', 'DC'],
    ['Puerto Rico', 'PR'],
    ['Ontario', 'ON'],
    ['British Columbia', 'BC'],
    ['tx', 'TX'],
    ['Atlantis', 'Atlantis'],
  ])('%s abbreviates to %s', (name, abbreviation) => {
    expect(stateAbbreviation(name)).toBe(abbreviation);
  });

  it.each([
    ['TX', 'Texas'],
    ['gu', 'Guam'],
    ['QC', 'Quebec'],
    ['Texas', 'Texas'],
    ['ZZ', 'ZZ'],
  ])('%s names %s', (abbreviation, name) => {
    expect(stateName(abbreviation)).toBe(name);
  });

  it('formats the community row address', () => {
    expect(formatCommunityAddress({ street: '12 Elm St', city: 'Austin', state: 'Texas', postal: '78701' })).toBe('12 Elm St, Austin, TX 78701');
    expect(formatCommunityAddress({ street: '', city: 'Austin', state: 'Texas', postal: '' })).toBe('Austin, TX');
  });
});
