import { z } from 'zod';

/** Hub and device actions answer with a message to show (spec 01 §8); the rest is not shown. */
export const actionAnswerSchema = z.looseObject({ message: z.string().optional(), custom: z.string().optional() }).nullable();
export type ActionAnswer = z.infer<typeof actionAnswerSchema>;

/** 'client' is always 'concierge' on hub and device actions. */
export const CLIENT = 'concierge';
