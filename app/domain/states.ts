/**
 * US states, territories and Canadian provinces mapped both ways (spec 01 §9).
 * Unknown values pass through unchanged, so a record with a typo still shows something.
 */
import { regions } from '../api/schemas';

const byName = new Map(regions.map((region) => [region.name.toLowerCase(), region.abbreviation]));
const byAbbreviation = new Map(regions.map((region) => [region.abbreviation.toUpperCase(), region.name]));

export function stateAbbreviation(nameOrAbbreviation: string): string {
  const value = nameOrAbbreviation.trim();
  if (byAbbreviation.has(value.toUpperCase())) return value.toUpperCase();
  return byName.get(value.toLowerCase()) ?? value;
}

export function stateName(abbreviationOrName: string): string {
  const value = abbreviationOrName.trim();
  return byAbbreviation.get(value.toUpperCase()) ?? value;
}
