/** Seed times are relative to the scenario's start, so "scheduled today" stays today in every run. */
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export function isoMinutesBefore(now: number, minutes: number): string {
  return new Date(now - minutes * MINUTE).toISOString();
}

/** A calendar date (YYYY-MM-DD, UTC) `days` after `now`; negative days are in the past. */
export function dateInDays(now: number, days: number): string {
  return new Date(now + days * DAY).toISOString().slice(0, 10);
}
