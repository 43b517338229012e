import { describe, expect, it } from 'vitest';
import { usCities, usNames } from '../catalogues';
import { phoneNumber, street, streetAddress } from './places';
import { SeededRandom } from './random';

const random = new SeededRandom(4);

describe('generated places', () => {
  it('name streets by a street name and a suffix from the lists', () => {
    const streets = Array.from({ length: 2_000 }, () => street(random));
    const known = new Set(usNames.streetNames.flatMap((name) => usNames.streetSuffixes.map((suffix) => `${name} ${suffix}`)));
    expect(streets.filter((name) => !known.has(name))).toEqual([]);
  });

  it('number street addresses from 100 to 9999', () => {
    const numbers = Array.from({ length: 2_000 }, () => Number(streetAddress(random).split(' ')[0]));
    expect(numbers.filter((n) => !Number.isInteger(n) || n < 100 || n > 9999)).toEqual([]);
  });

  it.each(usCities.slice(0, 3).map((city) => [city.city, city] as const))('give %s phone numbers with its area code, in the range set aside for fiction', (_name, city) => {
    const numbers = Array.from({ length: 200 }, () => phoneNumber(random, city));
    expect(numbers.filter((n) => !new RegExp(`^\\(${city.areaCode}\\) 555-01\\d{2}$`).test(n))).toEqual([]);
    expect(new Set(numbers).size).toBeGreaterThan(50);
  });
});
