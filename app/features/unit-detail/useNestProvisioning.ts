import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../api';
import { queryKeys } from '../../data/queryKeys';
import { useSession } from '../../data/sessionStore';
import { useSingleMutation } from '../../data/useSingleMutation';
import { nestProvisioningFailureText } from '../../domain/errorMessages';
import { texts } from '../../domain/texts';

/** Provisions a Nest by serial on the unit's gateway; the line to show follows the call's state. */
export function useNestProvisioning(gatewayId: string, hubSerial: string) {
  const queryClient = useQueryClient();
  const installer = useSession((state) => state.user?.email ?? '');
  const mutation = useSingleMutation({
    mutationKey: ['nestProvisioning', gatewayId],
    mutationFn: (serial: string) => api.nest.provision(gatewayId, serial.trim(), installer),
    // The Nest list on the tab comes from the hub's devices: show the new one at once.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.hubDevices(hubSerial) }),
  });
  const line = mutation.isPending
    ? texts.nest.provisioning
    : mutation.isSuccess
      ? texts.nest.provisioned
      : mutation.isError
        ? nestProvisioningFailureText()
        : null;
  return { provision: mutation.mutate, reset: mutation.reset, isPending: mutation.isPending, isSuccess: mutation.isSuccess, isError: mutation.isError, line };
}
