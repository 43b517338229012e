/**
 * Door-code sync records (spec 02 §6, §7): fetched only with the door-code-reliability flag on,
 * and polled while something shows them, so a sync's progress moves on screen.
 */
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../api';
import { useFlag } from '../flags/useFlag';
import { reportFailuresAs } from './errorReporting';
import { queryKeys } from './queryKeys';

export const SYNC_POLL_MS = 3_000;

export const doorCodeQueries = {
  device: (deviceId: string) =>
    queryOptions({
      queryKey: queryKeys.deviceSyncs(deviceId),
      queryFn: () => api.doorCodes.syncsForDevice(deviceId),
      select: (answer) => answer.results,
      refetchInterval: SYNC_POLL_MS,
      meta: reportFailuresAs('code syncing data'),
    }),
  address: (addressId: number) =>
    queryOptions({
      queryKey: queryKeys.addressSyncs(addressId),
      queryFn: () => api.doorCodes.syncsForAddress(addressId),
      select: (answer) => answer.results,
      refetchInterval: SYNC_POLL_MS,
      meta: reportFailuresAs('code syncing data'),
    }),
};

/** Whether sync records are read at all (spec 02 §6: only with the flag on). */
export function useSyncRecordsEnabled(): boolean {
  return useFlag('door-code-reliability');
}

/** `wanted`: false for a device that has no door codes, so nothing is fetched for it. */
export function useDeviceSyncs(deviceId: string, wanted = true) {
  return useQuery({ ...doorCodeQueries.device(deviceId), enabled: useSyncRecordsEnabled() && wanted });
}

export function useAddressSyncs(addressId: number) {
  return useQuery({ ...doorCodeQueries.address(addressId), enabled: useSyncRecordsEnabled() });
}

/**
 * After a sync was started on `hubSerial`: the hub's devices and every sync record are read again.
 * A read already on its way may have been answered before the start, and TanStack Query joins a
 * refetch to a first read still on its way instead of sending another: that read is cancelled
 * first, so the dialog never settles on 'No door-code sync is running' for a sync just started
 * (seen with the clock paused, where no poll comes to correct it).
 */
export async function refreshAfterSyncStart(queryClient: QueryClient, hubSerial: string): Promise<void> {
  await queryClient.cancelQueries({ queryKey: queryKeys.doorCodeSyncs() });
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.hubDevices(hubSerial) }),
    queryClient.invalidateQueries({ queryKey: queryKeys.doorCodeSyncs() }),
  ]);
}
