import type { Community } from '../../api/schemas';

/** Case-insensitive substring match on the name (spec 01 §2). */
export function filterCommunities(communities: readonly Community[], search: string): Community[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...communities];
  return communities.filter((community) => community.name.toLowerCase().includes(needle));
}
