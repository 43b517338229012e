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

/** The live session of a token and its user (the hub stream checks its query token with it too). */
export function sessionOf(sim: Simulator, token: string | null | undefined): { session: SessionRecord; user: UserRecord } | null {
  if (!token) return null;
  const session = sim.db.sessions.findFirst((q) => q.where({ token }));
  if (!session || session.expiresAt <= sim.clock.now()) return null;
  const user = sim.db.users.findFirst((q) => q.where({ uid: session.userUid }));
  return user ? { session, user } : null;
}

export function authed(handler: (ctx: AuthedContext) => Response | Promise<Response>): CallHandler {
  return (ctx) => {
    const found = sessionOf(ctx.sim, tokenOf(ctx.request.headers.get('Authorization')));
    return found ? handler({ ...ctx, ...found }) : json(INVALID_TOKEN, 401);
  };
}
