import { useCommunity } from '../../data/communities';
import { CommunityInfoDialog } from './CommunityInfoDialog';

/** Community Info opened from a screen that has only the community's id (the unit screen's menu). */
export function CommunityInfoFor({ communityId, onClose }: { communityId: string; onClose: () => void }) {
  const community = useCommunity(communityId);
  return community.data ? <CommunityInfoDialog community={community.data} onClose={onClose} /> : null;
}
