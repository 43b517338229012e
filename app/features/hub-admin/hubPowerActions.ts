/**
 * Starting a reboot or restart (spec 01 §4, 02 §4): ask the hub, record the time locally for
 * this hub serial, reload. After the reload the unit screen finds the marker and shows the
 * progress screen. A failed call throws (an ApiError) and records nothing.
 */
import { api } from '../../api';
import { reloadPage } from '../../lib/reload';
import { writeMarker, type MarkerKind } from './hubMarkers';

async function start(kind: MarkerKind, hubSerial: string, userId: string): Promise<void> {
  await (kind === 'reboot' ? api.hubs.reboot(hubSerial, userId) : api.hubs.restart(hubSerial, userId));
  writeMarker(kind, hubSerial, Date.now());
  reloadPage();
}

export function startHubReboot(hubSerial: string, userId: string): Promise<void> {
  return start('reboot', hubSerial, userId);
}

export function startHubRestart(hubSerial: string, userId: string): Promise<void> {
  return start('restart', hubSerial, userId);
}
