import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../api';
import { queryKeys } from '../../data/queryKeys';
import { useSingleMutation } from '../../data/useSingleMutation';

/**
 * The Ring doorbell's calls (spec 02 §7): create, update (metadata_id) and removal (DELETE v3
 * device). Each refreshes the hub's device list, which the DEVICES tab and the finish dialog read.
 */
export function useRingCalls(gatewayId: string, hubSerial: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.hubDevices(hubSerial) });
  const create = useSingleMutation({
    mutationKey: ['ringCreate', gatewayId],
    mutationFn: (metadataId: number) => api.ring.create(gatewayId, metadataId),
    onSuccess: refresh,
  });
  const update = useSingleMutation({
    mutationKey: ['ringUpdate', gatewayId],
    mutationFn: ({ uid, metadataId }: { uid: string; metadataId: number }) => api.ring.update(uid, metadataId),
    onSettled: refresh,
  });
  const remove = useSingleMutation({
    mutationKey: ['ringRemove', gatewayId],
    mutationFn: (uid: string) => api.devices.remove(uid),
    onSuccess: refresh,
  });
  return { create, update, remove };
}
