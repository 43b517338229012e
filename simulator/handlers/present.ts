/** Records as the API answers them: simulator-only fields removed, lists in the server's order. */
import type { Community } from '../../app/api/schemas';
import type { CommunityRecord, UnitRecord } from '../db/schemas';

export function communityAnswer({ memberUids: _memberUids, ...community }: CommunityRecord): Community {
  return community;
}

const byName = new Intl.Collator('en', { sensitivity: 'base' });
/** Natural order: unit "9" before "10", "A-2" before "A-10". */
const naturally = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

export function sortCommunities(communities: CommunityRecord[]): CommunityRecord[] {
  return [...communities].sort((a, b) => byName.compare(a.name, b.name));
}

export function sortUnits(units: UnitRecord[]): UnitRecord[] {
  return [...units].sort((a, b) => naturally.compare(a.unit, b.unit));
}
