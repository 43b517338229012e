/** communities.list and communities.get: only the communities the user is a member of. */
import { z } from 'zod';
import { authed } from '../auth';
import { communitiesOf, visibleCommunity } from '../../access/access';
import { idParam, readQuery, wholeNumberParam } from '../input';
import { communityAnswer, sortCommunities } from '../present';
import { json } from '../respond';

const listQuery = z.object({ limit: wholeNumberParam.refine((limit) => limit > 0, { message: 'must be greater than 0' }) });
const getQuery = z.object({ communityId: idParam });

export const listCommunities = authed(({ sim, user, query }) => {
  const input = readQuery(query, listQuery);
  if (!input.ok) return input.response;
  const results = sortCommunities(communitiesOf(sim, user)).slice(0, input.value.limit).map(communityAnswer);
  return json({ results });
});

export const getCommunity = authed(({ sim, user, query }) => {
  const input = readQuery(query, getQuery);
  if (!input.ok) return input.response;
  const community = visibleCommunity(sim, user, input.value.communityId);
  if (!community) return json({ results: [] });
  return json({ results: [communityAnswer(community)], multipleCommunitiesAvailable: communitiesOf(sim, user).length > 1 });
});
