import { useQuery } from '@tanstack/react-query';
import { api } from '../../api';
import { queryKeys } from '../../api/queryKeys';
import { writeStored } from '../../lib/storage';

/**
 * The community of the unit list. Its answer also says whether the user has other communities;
 * that is kept in storage because the side drawer needs it on every screen after this one.
 */
export function useCommunity(communityId: string) {
  return useQuery({
    queryKey: queryKeys.community(communityId),
    queryFn: async ({ signal }) => {
      const answer = await api.communities.get(communityId, signal);
      writeStored('multipleCommunitiesAvailable', answer.multipleCommunitiesAvailable === true);
      return answer;
    },
    select: (answer) => answer.results[0] ?? null,
  });
}
