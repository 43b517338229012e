/**
 * Simulator time as the panel shows it: weekday, date and time to the second, in the browser's
 * time zone (the one the app shows its times in) unless `timeZone` is given.
 */
export function formatSimTime(ms: number, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(new Date(ms));
}

/** Only the time of day, for timeline rows. */
export function formatTimeOfDay(ms: number, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23', timeZone }).format(new Date(ms));
}
