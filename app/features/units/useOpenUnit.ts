import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../api';
import { isApiError } from '../../api/client';
import { genericFailureText } from '../../api/errorMessages';
import { queryKeys } from '../../api/queryKeys';
import type { Unit } from '../../api/schemas';
import { pendingTicketVerdict, planOpenUnit, type PendingTicketCheck, type PendingWorkTicket } from '../../domain/openUnit';
import { useFlag } from '../../flags/useFlag';
import { readStored, removeStored } from '../../lib/storage';

async function checkTicket(addressId: number): Promise<PendingTicketCheck> {
  try {
    const ticket = await api.workTickets.get(addressId);
    return { ok: true, status: ticket.workTicketStatus };
  } catch (error) {
    return { ok: false, httpStatus: isApiError(error) ? error.status : null };
  }
}

/**
 * Opening a unit from the list (spec 01 §4): the other unit's pending ticket is checked first
 * (it may block), then a missing permission is created, then the installer goes to the unit
 * screen the plan names. A 401 anywhere leaves it to the session, which leads to sign-in.
 */
export function useOpenUnit() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const unitVersion2 = useFlag('unit-version-2');
  const [blockedBy, setBlockedBy] = useState<PendingWorkTicket | null>(null);
  const [error, setError] = useState<string | null>(null);
  // A ref, not state: a second tap before the first finishes must not start a second opening.
  const busy = useRef(false);

  const open = useCallback(
    async (unit: Unit) => {
      if (busy.current) return;
      busy.current = true;
      setError(null);
      try {
        const plan = planOpenUnit(unit, { pending: readStored('pendingWorkTicket'), unitVersion2 });
        if (plan.pendingToCheck) {
          const verdict = pendingTicketVerdict(await checkTicket(plan.pendingToCheck.addressId));
          if (verdict === 'stop') return;
          if (verdict === 'block') {
            setBlockedBy(plan.pendingToCheck);
            return;
          }
          removeStored('pendingWorkTicket');
        }
        if (plan.permissionFor) {
          await api.hubs.createPermission(plan.permissionFor);
          // The list now holds a stale permission: refetch it so coming back does not create it again.
          void queryClient.invalidateQueries({ queryKey: queryKeys.units(unit.communityId) });
        }
        navigate(plan.route);
      } catch (failure) {
        if (!(isApiError(failure) && failure.status === 401)) setError(genericFailureText(failure));
      } finally {
        busy.current = false;
      }
    },
    [navigate, queryClient, unitVersion2],
  );

  return {
    open,
    blockedBy,
    error,
    dismissError: () => setError(null),
    cancelBlocked: () => setBlockedBy(null),
    goToBlocked: () => {
      if (blockedBy) navigate(blockedBy.unitRoute);
    },
  };
}
