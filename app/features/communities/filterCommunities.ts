import type { Community } from '../../api/schemas';

const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Sorted by name (spec 01 §2), whatever order the answer came in. */
export function sortCommunities(communities: readonly Community[]): Community[] {
  return [...communities].sort((a, b) => byName.compare(a.name, b.name));
}

/** Case-insensitive substring match on the name (spec 01 §2). */
export function filterCommunities(communities: readonly Community[], search: string): Community[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...communities];
  return communities.filter((community) => community.name.toLowerCase().includes(needle));
}
