import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../api';
import { isApiError } from '../../api/client';
import type { Unit } from '../../api/schemas';
import { clearPendingTicket, readPendingTicket } from '../../data/pendingTicketRecord';
import { queryKeys } from '../../data/queryKeys';
import { useSingleMutation } from '../../data/useSingleMutation';
import { genericFailureText } from '../../domain/errorMessages';
import { pendingTicketVerdict, planOpenUnit, type PendingTicketCheck } from '../../domain/openUnit';
import { pendingUnitRoute, type PendingWorkTicket } from '../../domain/pendingWorkTicket';
import { useFlag } from '../../flags/useFlag';

async function checkTicket(addressId: number): Promise<PendingTicketCheck> {
  try {
    const ticket = await api.workTickets.get(addressId);
    return { ok: true, status: ticket.workTicketStatus };
  } catch (error) {
    return { ok: false, httpStatus: isApiError(error) ? error.status : null };
  }
}

type Opening = { kind: 'go'; route: string } | { kind: 'blocked'; pending: PendingWorkTicket } | { kind: 'stopped' };

/**
 * Opening a unit from the list (spec 01 §4): the other unit's pending ticket is checked first
 * (it may block), then a missing permission is created, then the installer goes to the unit
 * screen the plan names. A 401 anywhere leaves it to the session, which leads to sign-in.
 * A second tap while one opening runs is ignored.
 */
export function useOpenUnit() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const unitVersion2 = useFlag('unit-version-2');
  const [blockedBy, setBlockedBy] = useState<PendingWorkTicket | null>(null);

  const opening = useSingleMutation({
    mutationKey: ['openUnit'],
    // Act on the tap now, online or not: a call that cannot go out fails with words at once, and a
    // unit that needs no call opens (its screen then waits for the connection itself).
    networkMode: 'always',
    mutationFn: async (unit: Unit): Promise<Opening> => {
      const plan = planOpenUnit(unit, { pending: readPendingTicket(), unitVersion2 });
      if (plan.pendingToCheck) {
        const verdict = pendingTicketVerdict(await checkTicket(plan.pendingToCheck.addressId));
        if (verdict === 'stop') return { kind: 'stopped' };
        if (verdict === 'block') return { kind: 'blocked', pending: plan.pendingToCheck };
        clearPendingTicket(plan.pendingToCheck.addressId);
      }
      if (plan.permissionFor) {
        await api.hubs.createPermission(plan.permissionFor);
        // The list now holds a stale permission: refetch it so coming back does not create it again.
        void queryClient.invalidateQueries({ queryKey: queryKeys.units(unit.communityId) });
      }
      return { kind: 'go', route: plan.route };
    },
    onSuccess: (outcome) => {
      if (outcome.kind === 'go') navigate(outcome.route);
      if (outcome.kind === 'blocked') setBlockedBy(outcome.pending);
    },
  });
  const failed = opening.isError && !(isApiError(opening.error) && opening.error.status === 401);

  return {
    open: opening.mutate,
    /** The unit being opened, until the unit screen takes over. */
    openingId: opening.isPending ? (opening.variables?.id ?? null) : null,
    blockedBy,
    error: failed ? genericFailureText(opening.error) : null,
    dismissError: opening.reset,
    cancelBlocked: () => setBlockedBy(null),
    goToBlocked: () => {
      if (blockedBy) navigate(pendingUnitRoute(blockedBy));
    },
  };
}
