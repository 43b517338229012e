import { useQuery } from '@tanstack/react-query';
import { api } from '../../api';
import { queryKeys } from '../../api/queryKeys';
import { failedWithoutData } from '../../lib/queryState';

/**
 * Loads the unit a route names and says whether the route may show it: an unknown unit, a
 * unit of another community or a failed load sends the installer to / (spec 01 §2, 02 §2).
 */
export function useRouteUnit(communityId: string, addressId: string) {
  const unit = useQuery({
    queryKey: queryKeys.unit(addressId),
    queryFn: ({ signal }) => api.units.get(addressId, signal),
    select: (answer) => answer.results[0] ?? null,
  });
  const leave = failedWithoutData(unit) || (unit.isSuccess && (unit.data === null || unit.data.communityId !== communityId));
  return { unit, leave };
}
