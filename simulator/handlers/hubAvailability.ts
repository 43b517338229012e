/**
 * Whether a hub can carry out a command now: not while it reboots, restarts or updates, and not
 * when it is offline (the server cannot reach it). A unit's legacy gateway has no hub record and
 * so no such state to check.
 */
import type { Simulator } from '../core/simulator';
import { observeHub } from '../hub/hubRecords';
import { problem } from './respond';

export async function hubUnavailable(sim: Simulator, gatewayId: string): Promise<Response | null> {
  const stored = sim.db.hubs.findFirst((q) => q.where({ gateway_id: gatewayId }));
  if (!stored) return null;
  const hub = await observeHub(sim, stored);
  if (hub.lifecycle) return problem(409, 'The hub is busy rebooting, restarting or updating. Try again when it is back.');
  if (!hub.online) return problem(504, 'The hub did not respond. Check that it is powered and online.');
  return null;
}
