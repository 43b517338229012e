import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../api';
import { queryKeys } from '../../api/queryKeys';
import type { Unit } from '../../api/schemas';
import type { WorkTicketSubmission } from '../../api/workTickets';
import { paths } from '../../config/paths';
import { readStored, removeStored } from '../../lib/storage';

export type SubmitState = 'idle' | 'waiting' | 'failed';

/**
 * Sends the work ticket (spec 01 §4, 02 §4): one submission at a time; a failure clears the
 * waiting state and leaves the form as typed; success clears this unit's pending record and
 * goes to the community page with fresh lists.
 */
export function useSubmitWorkTicket(unit: Pick<Unit, 'id' | 'communityId'>) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [state, setState] = useState<SubmitState>('idle');
  // A ref, not state: a double click arrives before React re-renders the disabled button.
  const busy = useRef(false);

  async function submit(build: () => Promise<WorkTicketSubmission>): Promise<void> {
    if (busy.current) return;
    busy.current = true;
    setState('waiting');
    try {
      await api.workTickets.submit(unit.id, await build());
    } catch {
      busy.current = false;
      setState('failed');
      return;
    }
    // Still busy on success: the screen is being left, nothing more may be sent from it.
    if (readStored('pendingWorkTicket')?.addressId === unit.id) removeStored('pendingWorkTicket');
    void queryClient.invalidateQueries({ queryKey: queryKeys.workTicket(String(unit.id)) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.units(unit.communityId) });
    navigate(paths.community(unit.communityId));
  }

  return { state, submit, reset: () => setState('idle') };
}
