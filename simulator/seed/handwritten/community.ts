/** Seeds the hand-written community (fixtures/maple-court.json) that covers every interesting unit case. */
import { mapleCourtJson } from '../../../fixtures';
import type { DatabaseSnapshot } from '../../db/database';
import { deviceFamilies } from '../../db/schemas';
import { buildHub } from '../hubs';
import type { CommunityFixture } from './fixtureSchema';
import { addHandwrittenUnit } from './unit';

/** As the file holds it (fixtureSchema.ts says what that must be; a test checks it). */
export const mapleCourt = mapleCourtJson as CommunityFixture;

export function addHandwrittenCommunity(out: DatabaseSnapshot, now: number): void {
  const { community, installLocations, unassignedHubs, units } = mapleCourt;
  out.communities.push({ ...community, memberUids: [] });
  units.forEach((unit) => addHandwrittenUnit(out, community, unit, now));
  deviceFamilies.forEach((family) => {
    const locations = installLocations[family];
    if (locations) out.installLocations.push({ communityId: community.uid, family, locations });
  });
  unassignedHubs.forEach(({ serial, gatewayId }) => {
    out.hubs.push(buildHub({ serial, gatewayId, addressId: null, now, bootedHoursAgo: 1 }));
  });
}
