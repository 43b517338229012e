/**
 * An exercise's score (issue 39): how much of it is done, as Packet Tracer's completion
 * percentage is (objectives met of all, checked live on the world's events by ./exercise.ts),
 * and points that also weigh what it took: hints used and errors the trainee caused (not those
 * the trainer injected). Wall-clock time is reported beside the points, not taken from them: a
 * trainer who paused or slowed the class would otherwise change every score (decision 0445). Pure.
 */

/** What a perfect run scores: every objective met, no hint, no error. */
export const FULL_POINTS = 100;
/** A hint gives part of the answer away. */
export const HINT_COST = 10;
/** An error the trainee caused (a failed call, a dropped stream while they drove the app). */
export const ERROR_COST = 5;

export interface ScoreInput {
  met: number;
  total: number;
  hintsUsed: number;
  /** Errors the trainee caused; the trainer's injections are left out before. */
  errors: number;
  /** Real time spent on the exercise so far, or to its end. */
  wallMs: number;
}

export interface ExerciseScore {
  /** Objectives met of all, 0 to 100 (whole numbers); 0 when there are none. */
  percent: number;
  /** The percentage less the cost of hints and errors, never below 0. */
  points: number;
  hintsUsed: number;
  errors: number;
  /** Real minutes, to a tenth. */
  wallMinutes: number;
}

export function exerciseScore({ met, total, hintsUsed, errors, wallMs }: ScoreInput): ExerciseScore {
  const percent = total === 0 ? 0 : Math.round((Math.min(met, total) / total) * 100);
  const points = Math.max(0, Math.round((percent * FULL_POINTS) / 100) - hintsUsed * HINT_COST - errors * ERROR_COST);
  return { percent, points, hintsUsed, errors, wallMinutes: Math.round(Math.max(0, wallMs) / 6000) / 10 };
}
