/** Ending sessions on demand: every token the simulator issued answers 401 from `at` on. */
import type { Simulator } from '../core/simulator';

export async function expireSessions(sim: Simulator, at: number): Promise<number> {
  const ended = await sim.db.sessions.updateMany((q) => q.where({ expiresAt: (expiresAt) => expiresAt > at }), {
    data: (session) => {
      session.expiresAt = at;
    },
  });
  sim.bus.emit('sessions.expired', { count: ended.length });
  return ended.length;
}
