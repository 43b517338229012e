import type { Unit } from '../../api/schemas';

/** Case-insensitive substring match on the unit name (spec 01 §2). */
export function filterUnits(units: readonly Unit[], search: string): Unit[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...units];
  return units.filter((unit) => unit.unit.toLowerCase().includes(needle));
}
