/**
 * The token check, written once: every call but sign-in goes through `authed`, which answers
 * 401 like the provider (Django REST framework's "Invalid token.") for a missing, unknown or
 * expired token.
 */
import type { Simulator } from '../core/simulator';
import type { SessionRecord, UserRecord } from '../db/schemas';
import type { AuthedContext, CallHandler } from './context';
import { json } from './respond';

const INVALID_TOKEN = { detail: 'Invalid token.' } as const;

function tokenOf(header: string | null): string | null {
  return /^Token (\S+)$/.exec(header ?? '')?.[1] ?? null;
}

function findSession(sim: Simulator, authorization: string | null): { session: SessionRecord; user: UserRecord } | null {
  const token = tokenOf(authorization);
  if (!token) return null;
  const session = sim.db.sessions.findFirst((q) => q.where({ token }));
  if (!session || session.expiresAt <= sim.clock.now()) return null;
  const user = sim.db.users.findFirst((q) => q.where({ uid: session.userUid }));
  return user ? { session, user } : null;
}

export function authed(handler: (ctx: AuthedContext) => Response | Promise<Response>): CallHandler {
  return (ctx) => {
    const found = findSession(ctx.sim, ctx.request.headers.get('Authorization'));
    return found ? handler({ ...ctx, ...found }) : json(INVALID_TOKEN, 401);
  };
}
