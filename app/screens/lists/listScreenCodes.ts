/**
 * The two lists' code, loaded on first use: it carries the long-list code (TanStack Virtual), which
 * the unit screen, the one the installer reloads most, does not need (decision 0529).
 */
import { screenCode } from '../../lib/screenCode';

export const communitiesScreenCode = screenCode(() => import('../../features/communities/CommunitiesPage'));
export const unitListScreenCode = screenCode(() => import('../../features/units/UnitListPage'));

/**
 * Fetches the lists' code once a signed-in screen has drawn its answers: it was part of the
 * signed-in chunk until decision 0529, so an installer who then loses the signal still opens a
 * community's list (which says it waits for the connection) and goes back to it from a unit.
 */
export function preloadListScreens(): void {
  for (const code of [communitiesScreenCode, unitListScreenCode]) code.load().catch(() => undefined);
}
