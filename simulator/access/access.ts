/** Who sees what: a user sees the communities they are a member of, and the units inside them. */
import type { Simulator } from '../core/simulator';
import type { CommunityRecord, UnitRecord, UserRecord } from '../db/schemas';

export function communitiesOf(sim: Simulator, user: UserRecord): CommunityRecord[] {
  return sim.db.communities.findMany((q) => q.where((community) => community.memberUids.includes(user.uid)));
}

export function visibleCommunity(sim: Simulator, user: UserRecord, communityId: string): CommunityRecord | undefined {
  const community = sim.db.communities.findFirst((q) => q.where({ uid: communityId }));
  return community?.memberUids.includes(user.uid) ? community : undefined;
}

export function visibleUnit(sim: Simulator, user: UserRecord, addressId: number): UnitRecord | undefined {
  const unit = sim.db.units.findFirst((q) => q.where({ id: addressId }));
  return unit && visibleCommunity(sim, user, unit.communityId) ? unit : undefined;
}
