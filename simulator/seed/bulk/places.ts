/** Generated street addresses and telephone numbers that read like the US cities the properties are in. */
import { usNames, type UsCity } from '../catalogues';
import type { SeededRandom } from './random';

export function street(random: SeededRandom): string {
  return `${random.pick(usNames.streetNames)} ${random.pick(usNames.streetSuffixes)}`;
}

export function streetAddress(random: SeededRandom): string {
  return `${random.int(100, 9999)} ${street(random)}`;
}

/**
 * National style, "(512) 555-0143", with the city's area code. 555-0100 to 555-0199 are set aside
 * for fiction, so a trainee who dials one never reaches a real line.
 */
export function phoneNumber(random: SeededRandom, city: UsCity): string {
  return `(${city.areaCode}) 555-01${random.digits(2)}`;
}
