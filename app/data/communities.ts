/** The communities' server state: query options per call, and the hook the screens use. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api';
import { storedToken } from '../api/storedToken';
import { recordOtherCommunities } from './otherCommunitiesStore';
import { queryKeys } from './queryKeys';

export const communityQueries = {
  list: () => queryOptions({ queryKey: queryKeys.communities(), queryFn: () => api.communities.list() }),
  /**
   * One community. Its answer also says whether the user has other communities; that is kept
   * because the side drawer needs it on every screen after the unit list.
   */
  detail: (communityId: string) =>
    queryOptions({
      queryKey: queryKeys.community(communityId),
      queryFn: async () => {
        const session = storedToken.read();
        const answer = await api.communities.get(communityId);
        // A 401 beside it may end the session between this answer and here: then it is no one's (decision 0532).
        if (storedToken.read() === session) recordOtherCommunities(answer.multipleCommunitiesAvailable === true);
        return answer;
      },
      select: (answer) => answer.results[0] ?? null,
    }),
};

export function useCommunity(communityId: string) {
  return useQuery(communityQueries.detail(communityId));
}
