/** What the pairing flow's support calls answer: the stream set-up and the Yale master codes (spec 02 §3). */
import { z } from 'zod';

export const streamTokenAnswerSchema = z.object({ token: z.string() });

export const streamAnswerSchema = z.looseObject({ streamId: z.string().optional() });

export const yaleMasterCodesSchema = z.object({
  activeMasterCode: z.string().nullish(),
  inactiveMasterCodes: z.array(z.string()).default([]),
});
export type YaleMasterCodes = z.infer<typeof yaleMasterCodesSchema>;
