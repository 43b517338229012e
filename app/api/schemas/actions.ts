/** What hub and device actions send besides their own fields, and what they answer (spec 01 §6, §7, §8). */
import { z } from 'zod';

/** The provider knows this app as 'concierge': the login's applicationId and the client of every action. */
export const INSTALLER_CLIENT = 'concierge';

/** The body every hub and device action carries: who asks, from which app. */
export interface ActionCaller {
  client: typeof INSTALLER_CLIENT;
  userId: string;
}

/** Hub and device actions answer with a message to show; the rest is not shown. */
export const actionAnswerSchema = z.looseObject({ message: z.string().optional(), custom: z.string().optional() }).nullable();
export type ActionAnswer = z.infer<typeof actionAnswerSchema>;
