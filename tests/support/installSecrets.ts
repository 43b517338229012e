/**
 * The secrets an install's answers and requests held, collected to search a flight recording for
 * them (issue 26: a capture carries no token, password, e-mail, name, phone number or code). The
 * fields are written out here, not taken from the app's list, so a test does not trust the list it checks.
 */
const SECRET_FIELDS = new Set(['token', 'password', 'email', 'firstName', 'lastName', 'phoneNumber', 'propertyManager', 'activeMasterCode', 'inactiveMasterCodes', 'notes', 'pteNotes']);

/** Every value under a secret field of `value`, added to `into`. */
export function secretsIn(value: unknown, into: Set<string>): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => secretsIn(item, into));
  else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (SECRET_FIELDS.has(key)) [item].flat().forEach((text) => typeof text === 'string' && text.length > 0 && into.add(text));
      else secretsIn(item, into);
    }
  }
  return into;
}
