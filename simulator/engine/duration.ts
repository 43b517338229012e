/** Simulator durations as scenario files write them: "90s", "2m", "1h30m", "500ms", or whole milliseconds. */
import { z } from 'zod';

const UNITS: Record<string, number> = { h: 3_600_000, m: 60_000, s: 1_000, ms: 1 };
const DURATION = /^(?:(\d+)h)?(?:(\d+)m(?!s))?(?:(\d+)s)?(?:(\d+)ms)?$/;

export function parseDuration(text: string): number | null {
  const match = DURATION.exec(text.trim());
  if (!match || text.trim() === '') return null;
  const [, hours, minutes, seconds, millis] = match;
  return [[hours, UNITS.h], [minutes, UNITS.m], [seconds, UNITS.s], [millis, UNITS.ms]]
    .reduce((total, [amount, unit]) => total + Number(amount ?? 0) * Number(unit), 0);
}

/** A duration in ms; text is turned into ms, so a parsed scenario reads back the same. */
export const durationSchema = z.union([z.number(), z.string()]).transform((value, ctx) => {
  const ms = typeof value === 'number' ? (Number.isInteger(value) && value >= 0 ? value : null) : parseDuration(value);
  if (ms === null) {
    ctx.addIssue({ code: 'custom', message: 'expected a duration such as "90s", "2m", "1h30m", "500ms" or a whole number of ms' });
    return z.NEVER;
  }
  return ms;
});
