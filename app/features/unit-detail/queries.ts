/**
 * The unit screen's server state, polled through TanStack Query (spec 02 §7, §9): one observer
 * per query on screen, so a query never overlaps itself, and polling ends when the screen does.
 * Polls pause while the page is hidden (TanStack's default) and refetch when it gets focus again.
 */
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api';
import { queryKeys } from '../../api/queryKeys';

export const DEVICE_POLL_MS = 3_000;
export const HUB_STATUS_POLL_MS = 10_000;
export const UPDATE_POLL_MS = 10_000;
export const UPDATE_SCREEN_POLL_MS = 5_000;

export function useHubDevices(hubSerial: string) {
  return useQuery({
    queryKey: queryKeys.hubDevices(hubSerial),
    queryFn: ({ signal }) => api.devices.listByHub(hubSerial, undefined, signal),
    select: (answer) => answer.results,
    refetchInterval: DEVICE_POLL_MS,
  });
}

export function useHubStatus(hubSerial: string) {
  return useQuery({
    queryKey: queryKeys.hubStatus(hubSerial),
    queryFn: ({ signal }) => api.hubs.status(hubSerial, signal),
    refetchInterval: HUB_STATUS_POLL_MS,
  });
}

export function useHubUpdateStatus(hubSerial: string, intervalMs: number) {
  return useQuery({
    queryKey: queryKeys.hubUpdateStatus(hubSerial),
    queryFn: ({ signal }) => api.hubs.updateStatus(hubSerial, signal),
    refetchInterval: intervalMs,
  });
}

/** The unit's work ticket; the provider answers 404 when there is none, which is not an error here. */
export function useWorkTicket(addressId: string, enabled = true) {
  return useQuery({
    queryKey: queryKeys.workTicket(addressId),
    queryFn: ({ signal }) => api.workTickets.get(addressId, signal),
    enabled,
  });
}
