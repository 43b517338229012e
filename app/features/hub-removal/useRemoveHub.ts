import { api } from '../../api';
import { useSingleMutation } from '../../data/useSingleMutation';
import { removeHubFailureText } from '../../domain/errorMessages';
import { reloadPage } from '../../lib/reload';

/**
 * Removes the unit's hub (spec 01 §7, §8). Success reloads the page, which then shows the unit
 * without a hub; a failure reads the answer's custom text, else the unknown-error text.
 */
export function useRemoveHub(gatewayId: string, addressId: number) {
  const removal = useSingleMutation({
    mutationKey: ['removeHub', gatewayId],
    mutationFn: () => api.hubs.disassociate(gatewayId, addressId),
    onSuccess: reloadPage,
  });
  return {
    remove: () => removal.mutate(),
    // Still busy after success: the page is about to reload, a second press must not call again.
    busy: removal.isPending || removal.isSuccess,
    failure: removal.isError ? removeHubFailureText(removal.error) : null,
  };
}
