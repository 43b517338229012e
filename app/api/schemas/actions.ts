/** What hub and device actions send besides their own fields, and what they answer (spec 01 §6, §7, §8). */
import { z } from 'zod';

export { INSTALLER_CLIENT, type ActionCaller } from './installerClient';

/** Hub and device actions answer with a message to show; the rest is not shown. */
export const actionAnswerSchema = z.looseObject({ message: z.string().optional(), custom: z.string().optional() }).nullable();
export type ActionAnswer = z.infer<typeof actionAnswerSchema>;
