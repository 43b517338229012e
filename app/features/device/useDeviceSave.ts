import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../api';
import { queryKeys } from '../../data/queryKeys';
import { useSingleMutation } from '../../data/useSingleMutation';
import type { DeviceChange } from '../../domain/deviceDetail';

/** PUT v3/device/{uid}/ with the new name and placement; the hub's device lists then refresh. */
export function useDeviceSave(deviceUid: string, hubSerial: string) {
  const queryClient = useQueryClient();
  return useSingleMutation({
    mutationKey: ['deviceSave', deviceUid],
    mutationFn: (change: DeviceChange) => api.devices.update(deviceUid, change),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.hubDevices(hubSerial) }),
  });
}
