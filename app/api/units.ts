import { request } from './client';
import { unitConfigurationSchema, unitListAnswerSchema } from './schemas';

export const unitsApi = {
  list: (communityId: string, signal?: AbortSignal) =>
    request('units.list', { query: { communityId }, schema: unitListAnswerSchema, signal }),
  get: (addressId: number | string, signal?: AbortSignal) =>
    request('units.get', { query: { addressId }, schema: unitListAnswerSchema, signal }),
  configuration: (communityId: string, addressId: number | string, signal?: AbortSignal) =>
    request('units.configuration', { query: { communityId, addressId }, schema: unitConfigurationSchema, signal }),
};
