import type { Faker } from '@faker-js/faker';
import type { Resident } from '../../../app/api/schemas';

/** Zero to two residents; some are known only by e-mail, as when a lease is signed online. */
export function fakeResidents(faker: Faker): Resident[] {
  const count = faker.helpers.weightedArrayElement([
    { weight: 2, value: 0 },
    { weight: 6, value: 1 },
    { weight: 2, value: 2 },
  ]);
  return Array.from({ length: count }, () => {
    const firstName = faker.person.firstName();
    const lastName = faker.person.lastName();
    const email = faker.internet.email({ firstName, lastName, provider: 'example.com' }).toLowerCase();
    return faker.datatype.boolean({ probability: 0.1 }) ? { firstName: null, lastName: null, email } : { firstName, lastName, email };
  });
}
