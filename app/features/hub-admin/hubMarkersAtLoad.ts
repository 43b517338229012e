/**
 * The reboot and restart markers of a hub, judged once when the unit screen opens. A progress
 * screen that starts then runs until it reloads the page, so a verdict must not flip under it.
 */
import { readMarker, type MarkerKind } from '../../data/hubMarkers';
import { markerTime, rebootVerdict, restartVerdict } from '../../domain/hubModes';

export interface MarkersAtLoad {
  rebootSince: number | null;
  restartSince: number | null;
  /** Markers the rules say must go (too old, unreadable). */
  stale: MarkerKind[];
}

export function judgeMarkers(hubSerial: string, now: number): MarkersAtLoad {
  const reboot = readMarker('reboot', hubSerial);
  const restart = readMarker('restart', hubSerial);
  // Boot time is not known yet at load; the reboot screen watches it and finishes early.
  const rebootHolds = rebootVerdict(reboot, null, now);
  const restartHolds = restartVerdict(restart, now);
  return {
    rebootSince: rebootHolds === 'holds' ? markerTime(reboot, now) : null,
    restartSince: restartHolds === 'holds' ? markerTime(restart, now) : null,
    stale: [...(rebootHolds === 'remove' ? ['reboot' as const] : []), ...(restartHolds === 'remove' ? ['restart' as const] : [])],
  };
}
