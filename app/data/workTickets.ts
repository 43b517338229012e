/**
 * The unit's work ticket, or null when it has none: the provider answers 404 then, which is not
 * an error here. Any other failure is: the ticket's state is unknown, and the finish flow says so.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api';
import { isApiError } from '../api/client';
import type { WorkTicket } from '../api/schemas';
import { queryKeys } from './queryKeys';

async function ticketOrNone(addressId: string): Promise<WorkTicket | null> {
  try {
    return await api.workTickets.get(addressId);
  } catch (error) {
    if (isApiError(error) && error.kind === 'http' && error.status === 404) return null;
    throw error;
  }
}

export const workTicketQueries = {
  detail: (addressId: string) => queryOptions({ queryKey: queryKeys.workTicket(addressId), queryFn: () => ticketOrNone(addressId) }),
};

export function useWorkTicket(addressId: string, enabled = true) {
  return useQuery({ ...workTicketQueries.detail(addressId), enabled });
}
