import { describe, expect, it } from 'vitest';
import { usNames } from '../catalogues';
import { email, fullName, personName, type PersonName } from './people';
import { SeededRandom } from './random';

const random = new SeededRandom(3);
const people = Array.from({ length: 5_000 }, () => personName(random));

describe('generated people', () => {
  it('take their first and last names from the lists, all of them in time', () => {
    expect(new Set(people.map((p) => p.firstName))).toEqual(new Set(usNames.firstNames));
    expect(new Set(people.map((p) => p.lastName))).toEqual(new Set(usNames.lastNames));
  });

  it('have a full name of a first and a last name', () => {
    const [first, last] = fullName(random).split(' ');
    expect(usNames.firstNames).toContain(first);
    expect(usNames.lastNames).toContain(last);
  });

  it.each([
    ['jane.doe', /^jane\.doe@example\.com$/],
    ['jdoe', /^jdoe@example\.com$/],
    ['jane_doe', /^jane_doe@example\.com$/],
    ['jane.doe42', /^jane\.doe\d{1,2}@example\.com$/],
    ['jane37', /^jane\d{1,2}@example\.com$/],
  ])('get e-mail addresses shaped like %s, in lower case at example.com', (_shape, pattern) => {
    const addresses = Array.from({ length: 500 }, () => email(random, { firstName: 'Jane', lastName: 'Doe' }));
    expect(addresses.some((address) => pattern.test(address))).toBe(true);
  });

  it('get no other e-mail shape', () => {
    const shapes = ({ firstName, lastName }: PersonName) => {
      const [first, last] = [firstName.toLowerCase(), lastName.toLowerCase()];
      return new RegExp(`^(${first}\\.${last}|${first.charAt(0)}${last}|${first}_${last}|${first}\\.${last}\\d{1,2}|${first}\\d{1,2})@example\\.com$`);
    };
    expect(people.filter((person) => !shapes(person).test(email(random, person)))).toEqual([]);
  });
});
