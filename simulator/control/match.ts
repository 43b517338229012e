/** JSON matching for the control API's `where`: every given field must deep-equal the record's. */
import { sameJson } from '../engine/json';

export function matches(record: Record<string, unknown>, where: Record<string, unknown>): boolean {
  return Object.entries(where).every(([key, value]) => sameJson(record[key], value));
}
