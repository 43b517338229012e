/** The communities' server state: query options per call, and the hook the screens use. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../api';
import { storedKey } from '../lib/storage';
import { queryKeys } from './queryKeys';

/** communities.get's flag: the side drawer offers 'Switch community' only when it is true. */
export const storedMultipleCommunities = storedKey('multipleCommunitiesAvailable', z.boolean());

export const communityQueries = {
  list: () => queryOptions({ queryKey: queryKeys.communities(), queryFn: () => api.communities.list() }),
  /**
   * One community. Its answer also says whether the user has other communities; that is kept in
   * storage because the side drawer needs it on every screen after the unit list.
   */
  detail: (communityId: string) =>
    queryOptions({
      queryKey: queryKeys.community(communityId),
      queryFn: async () => {
        const answer = await api.communities.get(communityId);
        storedMultipleCommunities.write(answer.multipleCommunitiesAvailable === true);
        return answer;
      },
      select: (answer) => answer.results[0] ?? null,
    }),
};

export function useCommunity(communityId: string) {
  return useQuery(communityQueries.detail(communityId));
}
