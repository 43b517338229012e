/**
 * What makes two runs of a scenario the same run (decision 0321, decision 0322): the seed of
 * everything random the run draws (the app's generated master codes among them) and the moment
 * its clock starts. Both are fields of the scenario file; without them a name gives the seed and
 * today at a fixed hour gives the start.
 */
import { z } from 'zod';

/** The scenario file's `randomSeed`: any safe integer. */
export const randomSeedSchema = z.number().int().safe();

/** The hour (UTC) of the day a scenario without `clock.start` starts at: a working morning. */
export const DAY_START_HOUR_UTC = 9;

/** The scenario's own seed, else one from its name: the same name gives the same run. */
export function runSeedOf(scenario: { name: string; randomSeed?: number }): number {
  if (scenario.randomSeed !== undefined) return scenario.randomSeed;
  let hash = 2_166_136_261;
  for (const char of scenario.name) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 16_777_619);
  return hash >>> 0;
}

/**
 * When a scenario's clock starts: its `clock.start`, else today (by `now`, UTC) at a fixed hour,
 * so the date stays today's for the installers' schedules and the time of day never varies.
 */
export function runStartOf(scenario: { clock?: { start?: string } }, now: number): number {
  if (scenario.clock?.start !== undefined) return Date.parse(scenario.clock.start);
  const day = new Date(now);
  return Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), DAY_START_HOUR_UTC);
}
