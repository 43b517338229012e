import { request } from './client';
import { communityListAnswerSchema } from './schemas';

export const COMMUNITY_LIST_LIMIT = 5000;

export const communitiesApi = {
  list: (signal?: AbortSignal) =>
    request('communities.list', { query: { limit: COMMUNITY_LIST_LIMIT }, schema: communityListAnswerSchema, signal }),
  get: (communityId: string, signal?: AbortSignal) =>
    request('communities.get', { query: { communityId }, schema: communityListAnswerSchema, signal }),
};
