/** The hub's devices, polled while the unit screen shows them (spec 02 §7, §9). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api';
import { reportFailuresAs } from './errorReporting';
import { queryKeys } from './queryKeys';

export const DEVICE_POLL_MS = 3_000;

export const deviceQueries = {
  byHub: (hubSerial: string) =>
    queryOptions({
      queryKey: queryKeys.hubDevices(hubSerial),
      queryFn: () => api.devices.listByHub(hubSerial),
      refetchInterval: DEVICE_POLL_MS,
      meta: reportFailuresAs('device list poll'),
    }),
  /**
   * One device by its uid (the device route's id). Its key sits under the hub's device list, so
   * invalidating the list refreshes it too.
   */
  one: (hubSerial: string, deviceUid: string) =>
    queryOptions({
      queryKey: queryKeys.hubDevice(hubSerial, deviceUid),
      queryFn: () => api.devices.listByHub(hubSerial, deviceUid),
      select: (answer) => answer.results.find((device) => device.uid === deviceUid) ?? null,
    }),
};

export function useHubDevices(hubSerial: string) {
  return useQuery({ ...deviceQueries.byHub(hubSerial), select: (answer) => answer.results });
}

/** Without a hub serial there is nothing to ask. */
export function useHubDevice(hubSerial: string | null | undefined, deviceUid: string) {
  return useQuery({ ...deviceQueries.one(hubSerial ?? '', deviceUid), enabled: !!hubSerial });
}

/**
 * The device screen's device: polled every 3 s while `watching` (the page has the installer's
 * attention, spec 02 §4), not at all otherwise. Poll failures are reported (spec 02 §8).
 */
export function useWatchedDevice(hubSerial: string | null | undefined, deviceUid: string, watching: boolean) {
  return useQuery({
    ...deviceQueries.one(hubSerial ?? '', deviceUid),
    enabled: !!hubSerial,
    refetchInterval: watching ? DEVICE_POLL_MS : false,
    refetchOnWindowFocus: watching,
    meta: reportFailuresAs('device poll'),
  });
}
