/** The units' server state: query options per call, and the hooks the screens use. */
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../api';
import { reportFailuresAs } from './errorReporting';
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
  /** The service configuration of the community and unit: install locations per device family. */
  configuration: (communityId: string, addressId: string) =>
    queryOptions({
      queryKey: queryKeys.unitConfiguration(communityId, addressId),
      queryFn: () => api.units.configuration(communityId, addressId),
      staleTime: Infinity,
    }),
};

export function useUnits(communityId: string) {
  return useQuery(unitQueries.list(communityId));
}

/**
 * One unit. While its own answer loads, the unit as the community's list already holds it (the
 * same record): the unit screen draws its number, residents and status at once instead of a
 * spinner (issue 40), and the answer replaces it when it comes.
 */
export function useUnit(addressId: string, communityId?: string) {
  const client = useQueryClient();
  return useQuery({
    ...unitQueries.detail(addressId),
    placeholderData: () => {
      if (!communityId) return undefined;
      const listed = client.getQueryData(unitQueries.list(communityId).queryKey)?.results.find((unit) => String(unit.id) === addressId);
      return listed && { results: [listed] };
    },
  });
}

/** Install locations per device family; `enabled` false asks nothing. */
export function useUnitConfiguration(communityId: string, addressId: string, enabled: boolean) {
  return useQuery({ ...unitQueries.configuration(communityId, addressId), enabled });
}

/**
 * The service configuration the device screen waits for, asked once the unit is known: its
 * failures are reported for the role 'Installer' only (spec 02 §6, §8).
 */
export function useServiceConfiguration(communityId: string, addressId: string, unit: { role?: string | null } | null | undefined) {
  return useQuery({
    ...unitQueries.configuration(communityId, addressId),
    enabled: !!unit,
    meta: unit?.role === 'Installer' ? reportFailuresAs('service configuration') : undefined,
  });
}
