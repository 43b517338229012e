import type { Resident } from '../../../app/api/schemas';
import { email, personName } from './people';
import type { SeededRandom } from './random';

/** Zero to two residents; some are known only by e-mail, as when a lease is signed online. */
export function fakeResidents(random: SeededRandom): Resident[] {
  const count = random.weighted([
    { weight: 2, value: 0 },
    { weight: 6, value: 1 },
    { weight: 2, value: 2 },
  ]);
  return Array.from({ length: count }, () => {
    const name = personName(random);
    const address = email(random, name);
    return random.boolean(0.1) ? { firstName: null, lastName: null, email: address } : { ...name, email: address };
  });
}
