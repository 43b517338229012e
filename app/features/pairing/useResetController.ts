/** 'Reset Controller' from the setup page: resetnetwork removes every included device, so the list is refreshed. */
import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../api';
import { queryKeys } from '../../data/queryKeys';
import { useUserId } from '../../data/sessionStore';
import { useSingleMutation } from '../../data/useSingleMutation';

export function useResetController(hubSerial: string) {
  const userId = useUserId();
  const queryClient = useQueryClient();
  return useSingleMutation({
    // The unit menu's network actions use this key too: a reset from either place runs once.
    mutationKey: ['hubNetwork', hubSerial],
    mutationFn: () => api.hubs.resetNetwork(hubSerial, userId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.hubDevices(hubSerial) }),
  });
}
