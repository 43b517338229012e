/** When the HUB tab warns about the hub's connection (spec 02 §2, §5). */
import type { HubStatus } from '../api/schemas';

export const POOR_SIGNAL_THRESHOLD = 100;
/** Heartbeats come every 30 s or so; ten minutes without one is not a hiccup. */
export const OFFLINE_AFTER_MS = 10 * 60_000;

function present(value: string | null | undefined): boolean {
  return typeof value === 'string' && value.trim() !== '';
}

/** The signal as a whole number, from a number or a numeric text; anything else is no reading. */
export function signalInteger(signal: HubStatus['cellular_signal']): number | null {
  if (typeof signal === 'number') return Number.isInteger(signal) ? signal : null;
  if (typeof signal === 'string' && /^\s*-?\d+\s*$/.test(signal)) return Number(signal);
  return null;
}

/** Only on cellular alone (no ethernet or wifi address) with an integer signal of 100 or lower. */
export function showsPoorSignalBanner(status: Pick<HubStatus, 'ethernet_ip_address' | 'wifi_ip_address' | 'cellular_ip_address' | 'cellular_signal'>): boolean {
  if (present(status.ethernet_ip_address) || present(status.wifi_ip_address) || !present(status.cellular_ip_address)) return false;
  const signal = signalInteger(status.cellular_signal);
  return signal !== null && signal <= POOR_SIGNAL_THRESHOLD;
}

/** No heartbeat for ten minutes, or none ever; `now` on the server's clock, as the heartbeat (decision 0381). */
export function looksOffline(lastSeen: string | null | undefined, now: number): boolean {
  const seen = lastSeen ? Date.parse(lastSeen) : Number.NaN;
  return Number.isNaN(seen) || now - seen > OFFLINE_AFTER_MS;
}
