import type { Unit } from '../../api/schemas';
import { substringMatcher } from '../../lib/substringMatcher';

/** Case-insensitive substring match on the unit name (spec 01 §2), prepared once per list. */
export const unitMatcher = (units: readonly Unit[]) => substringMatcher(units, (unit) => unit.unit);
