/**
 * Sessions handed to a freshly loaded page, so a test (or a trainer's bookmark script) can open a
 * scenario already signed in with one page load: starting a scenario ends every session, and
 * signing in again through the form costs a second load. The hand-over is one-shot: it is read
 * from sessionStorage and removed, so a later reload does not bring back a session a test ended.
 */
import { z } from 'zod';
import type { Simulator } from '../core/simulator';

export const CARRIED_SESSIONS_KEY = 'simulator:carried-sessions';

const carriedSessionsSchema = z.array(
  z.object({ token: z.string().min(1), userUid: z.string().min(1), lifetimeMs: z.number().positive() }),
);

export type CarriedSession = z.infer<typeof carriedSessionsSchema>[number];

/** Takes the hand-over; an unreadable one is dropped with a warning (the page then starts signed out). */
export function takeCarriedSessions(storage: Storage): CarriedSession[] {
  const raw = storage.getItem(CARRIED_SESSIONS_KEY);
  if (raw === null) return [];
  storage.removeItem(CARRIED_SESSIONS_KEY);
  try {
    return carriedSessionsSchema.parse(JSON.parse(raw));
  } catch (error) {
    console.warn(`Simulator: ${CARRIED_SESSIONS_KEY} is not a list of sessions; none carried over.`, error);
    return [];
  }
}

/** Makes each carried session valid in the running data, for its lifetime from now. */
export async function adoptCarriedSessions(sim: Simulator, sessions: CarriedSession[]): Promise<void> {
  for (const { token, userUid, lifetimeMs } of sessions) {
    if (sim.db.sessions.findFirst((q) => q.where({ token }))) continue;
    await sim.db.sessions.create({ token, userUid, expiresAt: sim.clock.now() + lifetimeMs });
  }
}
