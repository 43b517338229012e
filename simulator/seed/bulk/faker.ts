import { Faker, base, en, en_US } from '@faker-js/faker';

/** A private, seeded Faker: the global instance would make bulk data depend on whoever used it before. */
export function seededFaker(seed: number): Faker {
  const faker = new Faker({ locale: [en_US, en, base] });
  faker.seed(seed);
  return faker;
}
