/** 'Reset Controller' from the setup page: resetnetwork removes every included device, so the list is refreshed. */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../api';
import { queryKeys } from '../../data/queryKeys';
import { useUserId } from '../../data/sessionStore';
import { useSingleMutation } from '../../data/useSingleMutation';

function useResetNetwork(hubSerial: string) {
  const userId = useUserId();
  const queryClient = useQueryClient();
  return useSingleMutation({
    // The unit menu's network actions use this key too: a reset from either place runs once.
    mutationKey: ['hubNetwork', hubSerial],
    mutationFn: () => api.hubs.resetNetwork(hubSerial, userId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.hubDevices(hubSerial) }),
  });
}

/** The reset asked for, confirmed in a dialog, then run; `onReset` follows a successful reset. */
export function useResetController(hubSerial: string, onReset: () => void) {
  const [confirming, setConfirming] = useState(false);
  const reset = useResetNetwork(hubSerial);
  return {
    reset,
    confirming,
    ask: () => setConfirming(true),
    cancel: () => setConfirming(false),
    confirm: () => reset.mutate(undefined, { onSuccess: onReset, onSettled: () => setConfirming(false) }),
  };
}

export type ResetControllerFlow = ReturnType<typeof useResetController>;
