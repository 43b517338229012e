/**
 * The reboot and restart markers: when this device started a reboot or restart of a hub, stored
 * per hub serial. Raw values are handed to the rules in app/domain/hubModes.ts, which judge them.
 */
import { readStored, writeStored } from '../../lib/storage';

export type MarkerKind = 'reboot' | 'restart';

const keys = { reboot: 'rebootMarkers', restart: 'restartMarkers' } as const;

export function readMarker(kind: MarkerKind, hubSerial: string): unknown {
  return readStored(keys[kind])?.[hubSerial];
}

export function writeMarker(kind: MarkerKind, hubSerial: string, at: number): void {
  writeStored(keys[kind], { ...readStored(keys[kind]), [hubSerial]: at });
}

export function removeMarker(kind: MarkerKind, hubSerial: string): void {
  const { [hubSerial]: _removed, ...rest } = readStored(keys[kind]) ?? {};
  writeStored(keys[kind], rest);
}
