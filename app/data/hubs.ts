/**
 * The hub's server state, polled through TanStack Query (spec 02 §7, §9): one observer per query
 * on screen, so a query never overlaps itself, and polling ends when the screen does. Polls pause
 * while the page is hidden (TanStack's default) and refetch when it gets focus again.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api';
import { reportFailuresAs } from './errorReporting';
import { queryKeys } from './queryKeys';

export const HUB_STATUS_POLL_MS = 10_000;

export const hubQueries = {
  status: (hubSerial: string) =>
    queryOptions({
      queryKey: queryKeys.hubStatus(hubSerial),
      queryFn: () => api.hubs.status(hubSerial),
      refetchInterval: HUB_STATUS_POLL_MS,
      meta: reportFailuresAs('hub status poll'),
    }),
  /** `intervalMs` false: fetched on load, then not polled (domain/hubModes.ts, updatePollInterval). */
  updateStatus: (hubSerial: string, intervalMs: number | false) =>
    queryOptions({
      queryKey: queryKeys.hubUpdateStatus(hubSerial),
      queryFn: () => api.hubs.updateStatus(hubSerial),
      refetchInterval: intervalMs,
      meta: reportFailuresAs('hub update status'),
    }),
};

export function useHubStatus(hubSerial: string) {
  return useQuery(hubQueries.status(hubSerial));
}

export function useHubUpdateStatus(hubSerial: string, intervalMs: number | false) {
  return useQuery(hubQueries.updateStatus(hubSerial, intervalMs));
}
