/** One bulk group of a scenario: N communities of M units each, from its own seeded generator. */
import { deviceFamilies } from '../../db/schemas';
import { presetLocations } from '../catalogues';
import { buildHub } from '../hubs';
import type { BulkGroup } from '../plan';
import { unitNames } from './unitNames';
import { nextHubSerial, type BulkContext } from './context';
import { fakeCommunity } from './community';
import { addFakeUnit } from './unit';

const MAX_UNASSIGNED_HUBS_PER_GROUP = 40;

function unitCount(ctx: BulkContext, units: BulkGroup['unitsPerCommunity']): number {
  return typeof units === 'number' ? units : ctx.random.int(units[0], units[1]);
}

function addInstallLocations(ctx: BulkContext, communityId: string): void {
  deviceFamilies.forEach((family) => {
    const locations = ctx.random.pickSome(presetLocations, 1, 4);
    ctx.out.installLocations.push({ communityId, family, locations });
  });
}

export function addBulkGroup(ctx: BulkContext, group: BulkGroup, usedNames: Set<string>): void {
  for (let i = 0; i < group.communities; i += 1) {
    const community = fakeCommunity(ctx.random, usedNames);
    ctx.out.communities.push(community);
    const count = unitCount(ctx, group.unitsPerCommunity);
    unitNames(count).forEach((name) => addFakeUnit(ctx, community, name));
    // Half the properties have install locations configured; the rest fall back to the preset list.
    if (count > 0 && ctx.random.boolean()) addInstallLocations(ctx, community.uid);
  }
  const spareHubs = Math.min(group.communities * 2, MAX_UNASSIGNED_HUBS_PER_GROUP);
  for (let i = 0; i < spareHubs; i += 1) {
    const serial = nextHubSerial(ctx.counters);
    ctx.out.hubs.push(buildHub({ serial, gatewayId: ctx.random.uuid(), addressId: null, now: ctx.now, bootedHoursAgo: 1 }));
  }
}
