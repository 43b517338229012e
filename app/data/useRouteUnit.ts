import { failedWithoutData } from '../lib/queryState';
import { useUnit } from './units';

/**
 * Loads the unit a route names and says whether the route may show it: an unknown unit, a
 * unit of another community or a failed load sends the installer to / (spec 01 §2, 02 §2).
 */
export function useRouteUnit(communityId: string, addressId: string) {
  const unit = useUnit(addressId, communityId);
  const leave = failedWithoutData(unit) || (unit.isSuccess && (unit.data === null || unit.data.communityId !== communityId));
  return { unit, leave };
}
