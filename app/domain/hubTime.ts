/** Hub times on the HUB tab: local date and time with zone, or a relative age under a day. */
import { texts } from './texts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export interface TimeOptions {
  /** IANA zone; the browser's own when absent (tests pin it). */
  timeZone?: string;
}

/** For example 'Nov 23, 2026, 3:05 PM CST'. */
export function formatLocalDateTime(iso: string, options: TimeOptions = {}): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  return new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone: options.timeZone,
  }).format(time);
}

/**
 * Under a day: 'N minutes ago' or 'H hours N minutes ago'; otherwise the local date and time.
 * `now` is the server's (the phone's corrected by its skew, decision 0381), as the heartbeat is.
 */
export function formatHeartbeat(iso: string, now: number, options: TimeOptions = {}): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  // A heartbeat a little ahead of the estimated server time is "just now", not a date in the future.
  const age = Math.max(0, now - time);
  if (age >= DAY) return formatLocalDateTime(iso, options);
  const hours = Math.floor(age / HOUR);
  const minutes = Math.floor((age % HOUR) / MINUTE);
  return hours === 0 ? texts.hub.minutesAgo(minutes) : texts.hub.hoursMinutesAgo(hours, minutes);
}
