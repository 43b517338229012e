/** auth.login and auth.logout (spec 01 §7): sessions are tokens in the sessions collection. */
import { z } from 'zod';
import { userSchema } from '../../../app/api/schemas';
import { authed } from '../auth';
import type { CallHandler } from '../context';
import { readBody } from '../input';
import { json, problem } from '../respond';

const APPLICATION_ID = 'concierge';
/** Long enough never to end during a working day; expireSessions() ends them on demand. */
const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

const loginBodySchema = z.object({
  email: z.string().min(1),
  password: z.string().min(1),
  applicationId: z.string().refine((id) => id === APPLICATION_ID, { message: `must be "${APPLICATION_ID}"` }),
});

function newToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(20));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export const login: CallHandler = async ({ sim, request }) => {
  const body = await readBody(request, loginBodySchema);
  if (!body.ok) return body.response;
  const { email, password } = body.value;
  const user = sim.db.users.findFirst((q) => q.where({ email: (stored) => stored.toLowerCase() === email.toLowerCase() }));
  if (!user || user.password !== password) return problem(400, 'Unable to log in with provided credentials.');

  const token = newToken();
  await sim.db.sessions.create({ token, userUid: user.uid, expiresAt: sim.clock.now() + SESSION_TTL_MS });
  return json({ token, user: userSchema.parse(user) });
};

export const logout = authed(({ sim, session }) => {
  sim.db.sessions.delete((q) => q.where({ token: session.token }));
  return json({});
});
