/**
 * A training exercise's progress (simulator/exercise/exercise.ts): when it started, which
 * objectives were met and when, the hints shown, the summary once done, and the real time spent.
 * A record rather than trace entries, so it survives a reload, 'Save as scenario' (as any changed
 * record does) and a long session whose trace keeps only its recent past (decision 0300).
 */
import { z } from 'zod';

/** The one progress record's key: a scenario runs at most one exercise. */
export const EXERCISE_RECORD_ID = 'exercise';

export const exerciseRecordSchema = z.object({
  id: z.literal(EXERCISE_RECORD_ID),
  /** Simulator ms at which the exercise started (a saved scenario's start, not its reload). */
  startedAt: z.number(),
  /** Objectives met, by their place in the list, with the simulator ms each was met at. */
  met: z.array(z.object({ index: z.number().int().min(0), at: z.number() })),
  /** Hints shown, by their place in the list, in the order shown. */
  hints: z.array(z.number().int().min(0)),
  /** Real ms spent on the exercise before `wallAt`: what a saved file carries across to its load. */
  wallMs: z.number().min(0),
  /** Real epoch ms from which the wall clock runs on (reset when a saved file is loaded). */
  wallAt: z.number(),
  finished: z.object({
    at: z.number(),
    /** Simulator ms from start to finish: inflated by a faster clock and jumps. */
    tookMs: z.number(),
    /** Real ms from start to finish. */
    wallMs: z.number().min(0),
    met: z.number().int(),
    total: z.number().int(),
    hintsUsed: z.number().int(),
  }).nullable(),
});
export type ExerciseRecord = z.infer<typeof exerciseRecordSchema>;
