import type { Simulator } from '../core/simulator';
import type { SessionRecord, UserRecord } from '../db/schemas';

/** The live session of a token and its user (the hub stream checks its query token with it too). */
export function sessionOf(sim: Simulator, token: string | null | undefined): { session: SessionRecord; user: UserRecord } | null {
  if (!token) return null;
  const session = sim.db.sessions.findFirst((q) => q.where({ token }));
  if (!session || session.expiresAt <= sim.clock.now()) return null;
  const user = sim.db.users.findFirst((q) => q.where({ uid: session.userUid }));
  return user ? { session, user } : null;
}
