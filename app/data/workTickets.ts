/** The unit's work ticket. The provider answers 404 when there is none, which is not an error here. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api';
import { queryKeys } from './queryKeys';

export const workTicketQueries = {
  detail: (addressId: string) =>
    queryOptions({ queryKey: queryKeys.workTicket(addressId), queryFn: () => api.workTickets.get(addressId) }),
};

export function useWorkTicket(addressId: string, enabled = true) {
  return useQuery({ ...workTicketQueries.detail(addressId), enabled });
}
