import type { Community } from '../api/schemas';
import { stateAbbreviation } from './states';

/** 'street, city, ST postal' as the community row shows it (spec 01 §2). */
export function formatCommunityAddress(community: Pick<Community, 'street' | 'city' | 'state' | 'postal'>): string {
  const state = [stateAbbreviation(community.state), community.postal].filter(Boolean).join(' ');
  return [community.street, community.city, state].filter(Boolean).join(', ');
}
