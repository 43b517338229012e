/** The body every hub and device action carries (spec 02 §7): who asks, from which app. */
import { z } from 'zod';
import { INSTALLER_CLIENT } from '../../../app/api/schemas';

export const callerBody = z.object({
  client: z.string().refine((client) => client === INSTALLER_CLIENT, { message: `must be "${INSTALLER_CLIENT}"` }),
  userId: z.string().min(1),
});
