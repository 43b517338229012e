import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { api } from '../../api';
import type { Unit } from '../../api/schemas';
import type { WorkTicketSubmission } from '../../api/workTickets';
import { paths } from '../../config/paths';
import { clearClosingNotesDraft } from '../../data/closingNotesDraftRecord';
import { reportFailuresAs } from '../../data/errorReporting';
import { clearPendingTicket } from '../../data/pendingTicketRecord';
import { queryKeys } from '../../data/queryKeys';
import { useSingleMutation } from '../../data/useSingleMutation';

/**
 * Sends the work ticket (spec 01 §4, 02 §4): one submission at a time; a failure clears the
 * waiting state and leaves the form as typed; success clears this unit's pending record and its
 * Closing Notes draft, and goes to the community page with fresh lists.
 */
export function useSubmitWorkTicket(unit: Pick<Unit, 'id' | 'communityId'>) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const submission = useSingleMutation({
    mutationKey: ['submitWorkTicket', unit.id],
    mutationFn: async (build: () => Promise<WorkTicketSubmission>) => api.workTickets.submit(unit.id, await build()),
    // Spec 02 §8: the failure is shown and reported.
    meta: reportFailuresAs('work-ticket submit'),
    onSuccess: () => {
      clearPendingTicket(unit.id);
      clearClosingNotesDraft(unit.id);
      void queryClient.invalidateQueries({ queryKey: queryKeys.workTicket(String(unit.id)) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.units(unit.communityId) });
      navigate(paths.community(unit.communityId));
    },
  });
  return {
    submit: submission.mutate,
    // Still waiting after success: the screen is being left, nothing more may be sent from it.
    waiting: submission.isPending || submission.isSuccess,
    failed: submission.isError,
    reset: submission.reset,
  };
}
