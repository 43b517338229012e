/** Generated people (residents, property managers): common US names, e-mail at example.com. */
import { usNames } from '../catalogues';
import type { SeededRandom } from './random';

export interface PersonName {
  firstName: string;
  lastName: string;
}

type EmailShape = (first: string, last: string, random: SeededRandom) => string;

/** The shapes people's own addresses take: "jane.doe", "jdoe", "jane_doe", "jane.doe42", "jane37". */
const EMAIL_SHAPES: readonly EmailShape[] = [
  (first, last) => `${first}.${last}`,
  (first, last) => `${first.charAt(0)}${last}`,
  (first, last) => `${first}_${last}`,
  (first, last, random) => `${first}.${last}${random.int(1, 99)}`,
  (first, _last, random) => `${first}${random.int(1, 99)}`,
];

export function lastName(random: SeededRandom): string {
  return random.pick(usNames.lastNames);
}

export function personName(random: SeededRandom): PersonName {
  return { firstName: random.pick(usNames.firstNames), lastName: lastName(random) };
}

export function fullName(random: SeededRandom): string {
  const { firstName, lastName: last } = personName(random);
  return `${firstName} ${last}`;
}

/** In lower case, at example.com: reserved for examples, so no mail can reach a real person. */
export function email(random: SeededRandom, { firstName, lastName: last }: PersonName): string {
  const local = random.pick(EMAIL_SHAPES)(firstName, last, random);
  return `${local}@example.com`.toLowerCase();
}
