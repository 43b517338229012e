import { Faker } from '@faker-js/faker';
import locales from 'virtual:faker-locale';

/**
 * A private, seeded Faker: the global instance would make bulk data depend on whoever used it
 * before. Its locale is en_US → en → base cut to what the generator reads (scripts/simulator-bundle.ts).
 */
export function seededFaker(seed: number): Faker {
  const faker = new Faker({ locale: locales });
  faker.seed(seed);
  return faker;
}
