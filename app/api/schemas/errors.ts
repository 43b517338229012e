/** The answer body of a failed call, as far as the app reads it (spec 01 §8, 02 §8). */
import { z } from 'zod';

export const errorBodySchema = z.object({
  message: z.string().optional(),
  custom: z.string().optional(),
  error: z.string().optional(),
  detail: z.string().optional(),
}).partial();
export type ErrorBody = z.infer<typeof errorBodySchema>;
