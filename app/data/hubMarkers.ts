/**
 * The reboot and restart markers: when this device started a reboot or restart of a hub, stored
 * per hub serial. Raw values are handed to the rules in app/domain/hubModes.ts, which judge them,
 * so one unreadable entry is removed without touching the others.
 */
import { z } from 'zod';
import { storedKey } from '../lib/storage';

export type MarkerKind = 'reboot' | 'restart';

const markersSchema = z.record(z.string(), z.unknown());
const keys = {
  reboot: storedKey('rebootMarkers', markersSchema),
  restart: storedKey('restartMarkers', markersSchema),
};

export function readMarker(kind: MarkerKind, hubSerial: string): unknown {
  return keys[kind].read()?.[hubSerial];
}

export function writeMarker(kind: MarkerKind, hubSerial: string, at: number): void {
  keys[kind].write({ ...keys[kind].read(), [hubSerial]: at });
}

export function removeMarker(kind: MarkerKind, hubSerial: string): void {
  const { [hubSerial]: _removed, ...rest } = keys[kind].read() ?? {};
  keys[kind].write(rest);
}
