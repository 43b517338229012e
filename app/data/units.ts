/** The units' server state: query options per call, and the hooks the screens use. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api';
import { queryKeys } from './queryKeys';

export const unitQueries = {
  list: (communityId: string) =>
    queryOptions({
      queryKey: queryKeys.units(communityId),
      queryFn: () => api.units.list(communityId),
      select: (answer) => answer.results,
    }),
  /** One unit by its address id; null when the provider does not know it. */
  detail: (addressId: string) =>
    queryOptions({
      queryKey: queryKeys.unit(addressId),
      queryFn: () => api.units.get(addressId),
      select: (answer) => answer.results[0] ?? null,
    }),
};

export function useUnits(communityId: string) {
  return useQuery(unitQueries.list(communityId));
}

export function useUnit(addressId: string) {
  return useQuery(unitQueries.detail(addressId));
}
