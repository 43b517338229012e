import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../api';
import { queryKeys } from '../../data/queryKeys';
import { useUserId } from '../../data/sessionStore';
import { useSingleMutation } from '../../data/useSingleMutation';
import type { ActionNoticeHandle } from '../../ui/useActionNotice';

export type HubNetworkAction = 'repair' | 'reset';

/**
 * 'Repair Z-wave network' and 'Reset controller' of the unit header's menu (spec 01 §2): the
 * outcome goes to the menu's notice, and a reset refreshes the device list before it counts as
 * done. One network action at a time per hub.
 */
export function useHubNetworkAction(hubSerial: string, notice: ActionNoticeHandle) {
  const userId = useUserId();
  const queryClient = useQueryClient();
  return useSingleMutation({
    mutationKey: ['hubNetwork', hubSerial],
    mutationFn: (action: HubNetworkAction) =>
      action === 'repair' ? api.hubs.repairNetwork(hubSerial, userId) : api.hubs.resetNetwork(hubSerial, userId),
    onSuccess: async (answer, action) => {
      notice.succeeded(answer);
      if (action === 'reset') await queryClient.invalidateQueries({ queryKey: queryKeys.hubDevices(hubSerial) });
    },
    onError: notice.failed,
  });
}
