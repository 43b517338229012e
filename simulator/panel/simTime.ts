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

/** A length of simulator time for the exercise summary: "6 min 5 s", "1 h 2 min 0 s", "45 s". */
export function formatDuration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  const [h, m, s] = [Math.floor(seconds / 3600), Math.floor((seconds % 3600) / 60), seconds % 60];
  if (h > 0) return `${h} h ${m} min ${s} s`;
  return m > 0 ? `${m} min ${s} s` : `${s} s`;
}
