/** units.list and units.get: units of communities the user is a member of. */
import { z } from 'zod';
import { authed } from '../auth';
import { visibleCommunity, visibleUnit } from '../../access/access';
import { idParam, readQuery, wholeNumberParam } from '../input';
import { sortUnits } from '../present';
import { json, problem } from '../respond';

const listQuery = z.object({ communityId: idParam });
const getQuery = z.object({ addressId: wholeNumberParam });

export const listUnits = authed(({ sim, user, query }) => {
  const input = readQuery(query, listQuery);
  if (!input.ok) return input.response;
  const { communityId } = input.value;
  if (!visibleCommunity(sim, user, communityId)) {
    return problem(403, `You do not have permission to view community ${communityId}.`);
  }
  const units = sim.db.units.findMany((q) => q.where({ communityId }));
  return json({ results: sortUnits(units) });
});

export const getUnit = authed(({ sim, user, query }) => {
  const input = readQuery(query, getQuery);
  if (!input.ok) return input.response;
  const unit = visibleUnit(sim, user, input.value.addressId);
  return json({ results: unit ? [unit] : [] });
});

const configurationQuery = z.object({ communityId: idParam, addressId: wholeNumberParam });

/** units.configuration: the community's install locations per device family (the sales configuration). */
export const unitConfiguration = authed(({ sim, user, query }) => {
  const input = readQuery(query, configurationQuery);
  if (!input.ok) return input.response;
  const { communityId, addressId } = input.value;
  const unit = visibleUnit(sim, user, addressId);
  if (!unit || unit.communityId !== communityId) {
    return problem(403, `You do not have permission to view unit ${addressId} of community ${communityId}.`);
  }
  const families = sim.db.installLocations.findMany((q) => q.where({ communityId }));
  return json({ installLocations: Object.fromEntries(families.map(({ family, locations }) => [family, locations])) });
});
