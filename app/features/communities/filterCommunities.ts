import type { Community } from '../../api/schemas';
import { substringMatcher } from '../../lib/substringMatcher';

const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Sorted by name (spec 01 §2), whatever order the answer came in. */
export function sortCommunities(communities: readonly Community[]): Community[] {
  return [...communities].sort((a, b) => byName.compare(a.name, b.name));
}

/** Case-insensitive substring match on the name (spec 01 §2), prepared once per list. */
export const communityMatcher = (communities: readonly Community[]) => substringMatcher(communities, (community) => community.name);
