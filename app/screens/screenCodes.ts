/**
 * The screens' code, loaded on first use: the unit and device screens carry most of the code (tabs,
 * hub progress, finish flow); the lists' is in ./lists (decision 0529). And what a start on one of
 * their paths fetches early (issue 40). Not through React.lazy, which keeps a failed load for good
 * (app/lib/screenCode.ts). The entry's App imports this small module, so a reloaded unit screen
 * fetches its code beside the signed-in code instead of after it.
 */
import { matchPath } from 'react-router-dom';
import { sendAhead } from '../api/client';
import { routePatterns } from '../config/paths';
import { screenCode } from '../lib/screenCode';
import { communitiesScreenCode, unitListScreenCode } from './lists/listScreenCodes';

export const unitScreenCode = screenCode(() => import('./unit/UnitScreen'));
export const deviceScreenCode = screenCode(() => import('./device/DeviceScreen'));

const screenCodeByPattern = [
  [routePatterns.communities, communitiesScreenCode],
  [routePatterns.community, unitListScreenCode],
  [routePatterns.unit, unitScreenCode],
  [routePatterns.unitV2, unitScreenCode],
  [routePatterns.device, deviceScreenCode],
  [routePatterns.deviceV2, deviceScreenCode],
] as const;

/**
 * Starts fetching the code of the screen the page opened on while the rest of the start-up runs
 * (the signed-in code, the simulator, the flags), not after it: fewer round trips before a
 * reloaded unit screen shows, on a weak signal too. A failed fetch is forgotten (screenCode); the
 * screen then loads it itself and shows its failure.
 */
export function prefetchScreenOf(pathname: string): void {
  const found = screenCodeByPattern.find(([pattern]) => matchPath(pattern, pathname));
  found?.[1].load().catch(() => undefined);
}

/** The address id of the unit a unit screen's path names, or null on other paths (the device screen's included). */
export function unitScreenAddressOf(pathname: string): string | null {
  for (const pattern of [routePatterns.unit, routePatterns.unitV2]) {
    const addressId = matchPath(pattern, pathname)?.params.addressId;
    if (addressId) return addressId;
  }
  return null;
}

/**
 * Sends the unit screen's first GETs (its unit and work ticket) when the page opened on one, before
 * the signed-in code has loaded: their answers travel while it downloads (api/client, sendAhead).
 * The queries the signed-in code starts (SignedInApp, prefetchDataOf) read them.
 */
export function sendDataAheadOf(pathname: string): void {
  const addressId = unitScreenAddressOf(pathname);
  if (addressId === null) return;
  sendAhead('units.get', { query: { addressId } });
  sendAhead('workTickets.get', { query: { addressId } });
}
