/**
 * Starting a reboot or restart (spec 01 §4, 02 §4): ask the hub, record the time locally for
 * this hub serial, reload. After the reload the unit screen finds the marker and shows the
 * progress screen. A failed call throws (an ApiError) and records nothing.
 */
import { api } from '../../api';
import { writeMarker, type MarkerKind } from '../../data/hubMarkers';
import { reloadPage } from '../../lib/reload';

export async function startHubPower(kind: MarkerKind, hubSerial: string, userId: string): Promise<void> {
  await (kind === 'reboot' ? api.hubs.reboot(hubSerial, userId) : api.hubs.restart(hubSerial, userId));
  writeMarker(kind, hubSerial, Date.now());
  reloadPage();
}
