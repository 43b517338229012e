/** The signed-in installer and the login answer (spec 01 §3, §7). */
import { z } from 'zod';

export const userSchema = z.object({
  uid: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const loginAnswerSchema = z.object({ token: z.string().min(1), user: userSchema });
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;
