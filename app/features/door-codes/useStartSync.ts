import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../api';
import { refreshAfterSyncStart } from '../../data/doorCodes';
import { useSingleMutation } from '../../data/useSingleMutation';
import { useActionNotice } from '../../ui/useActionNotice';

/**
 * 'sync door codes' on one lock: resends its pins, after which the provider's door-code service
 * syncs them (spec 01 §2, 02 §4). One start at a time per hub.
 */
export function useStartSync(gatewayId: string, hubSerial: string) {
  const queryClient = useQueryClient();
  const notice = useActionNotice();
  const mutation = useSingleMutation({
    mutationKey: ['doorCodeSync', gatewayId],
    mutationFn: (lockUid: string) => api.doorCodes.resendPins(gatewayId, lockUid),
    onSuccess: () => refreshAfterSyncStart(queryClient, hubSerial),
    onError: notice.failed,
  });
  return {
    /** `quietly`: the sync dialog shows what follows, so the answer's message is not shown too. */
    start: (lockUid: string, quietly: boolean) => mutation.mutate(lockUid, { onSuccess: (answer) => (quietly ? undefined : notice.succeeded(answer)) }),
    starting: mutation.isPending,
    notice,
  };
}
