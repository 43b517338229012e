import { request } from './client';
import { unitConfigurationSchema } from './schemas';
import { unitListAnswerCheck } from './unitListCheck';

export const unitsApi = {
  list: (communityId: string, signal?: AbortSignal) =>
    request('units.list', { query: { communityId }, schema: unitListAnswerCheck, signal }),
  get: (addressId: number | string, signal?: AbortSignal) =>
    request('units.get', { query: { addressId }, schema: unitListAnswerCheck, signal }),
  configuration: (communityId: string, addressId: number | string, signal?: AbortSignal) =>
    request('units.configuration', { query: { communityId, addressId }, schema: unitConfigurationSchema, signal }),
};
