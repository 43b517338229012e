/** A scenario's timeline: steps at simulator times after the start, and steps set off by triggers. */
import { z } from 'zod';
import { durationSchema } from '../engine/duration';
import { stepCallSchema } from './steps';
import { triggerCallSchema } from './triggers';

export const timelineEntrySchema = z.object({
  /** How long after the scenario start the step happens. */
  at: durationSchema.optional(),
  /** What sets the step off instead of a time. */
  when: triggerCallSchema.optional(),
  /** With `when`: the step runs this long after its trigger (a replayed hub message, decision 0310). */
  afterMs: durationSchema.optional(),
  do: stepCallSchema,
  /** What this entry stands for, for the people who run the scenario. */
  note: z.string().optional(),
}).strict().superRefine((entry, ctx) => {
  if ((entry.at === undefined) === (entry.when === undefined)) {
    ctx.addIssue({ code: 'custom', message: 'give either "at" (a time after the start) or "when" (a trigger), not both' });
  }
});
export type TimelineEntry = z.output<typeof timelineEntrySchema>;
