/**
 * When a new build may replace the running one (issue 40, decision 0450): at a moment between
 * units, never on a unit or device screen, where a pairing, an exclusion or a check may be running
 * and a reload would strand the installer mid-install. The router reports each path it shows.
 */
import { matchPath } from 'react-router-dom';
import { routePatterns } from './paths';

const AT_A_UNIT = [routePatterns.unit, routePatterns.unitV2, routePatterns.device, routePatterns.deviceV2];

export function isBetweenUnits(pathname: string): boolean {
  return !AT_A_UNIT.some((pattern) => matchPath(pattern, pathname));
}

let shownPath = globalThis.location?.pathname ?? '/';
const waiting = new Set<() => void>();

/** The path the router shows now; runs what waits for a moment between units once it is one. */
export function pathShown(pathname: string): void {
  shownPath = pathname;
  if (!isBetweenUnits(pathname)) return;
  const due = [...waiting];
  waiting.clear();
  for (const run of due) run();
}

/** Runs `work` once, now if the installer is between units, otherwise at the next path that is. */
export function atMomentBetweenUnits(work: () => void): void {
  if (isBetweenUnits(shownPath)) work();
  else waiting.add(work);
}
