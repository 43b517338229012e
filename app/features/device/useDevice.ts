import { useQuery } from '@tanstack/react-query';
import { api } from '../../api';
import { queryKeys } from '../../api/queryKeys';

/**
 * One device of a hub by its uid (the device route's id). Its key sits under the hub's device
 * list, so invalidating the list refreshes it too. Without a hub serial there is nothing to ask.
 */
export function useDevice(hubSerial: string | null | undefined, deviceUid: string) {
  return useQuery({
    queryKey: queryKeys.hubDevice(hubSerial ?? '', deviceUid),
    queryFn: ({ signal }) => api.devices.listByHub(hubSerial ?? '', deviceUid, signal),
    select: (answer) => answer.results.find((device) => device.uid === deviceUid) ?? null,
    enabled: !!hubSerial,
  });
}
