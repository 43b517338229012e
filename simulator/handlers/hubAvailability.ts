/**
 * Whether a hub can carry out a command now: not while it reboots, restarts or updates, and not
 * when it is offline (the server cannot reach it). A unit's legacy gateway has no hub record and
 * so no such state to check. The call reaching the hub is a moment of its behaviours: a fault may
 * reboot it or take it off the network right then (../faults/hubBehaviours.ts).
 */
import type { Simulator } from '../core/simulator';
import { beginHubLifecycle, setHubOnline } from '../hub/hubActions';
import { observeHub } from '../hub/hubRecords';
import { STEP_EVENT } from '../timeline/timeline';
import { problem } from './respond';

/** The hub drops off the network at `at` and is back `backAfter` later (a fault of its behaviours). */
export async function dropOffline(sim: Simulator, serial: string, at: number, backAfter: number): Promise<void> {
  await setHubOnline(sim, serial, false, at);
  sim.scheduler.schedule(STEP_EVENT, at + backAfter, { entry: null, do: { 'hub.setOnline': { serial, online: true } } });
}

/** What the hub does as a call reaches it, when a fault says it reboots or drops off now. */
async function reached(sim: Simulator, serial: string, at: number): Promise<void> {
  const outcome = sim.hubBehaviours.decide(serial, 'hub.reached', {});
  if (outcome.kind === 'reboots') await beginHubLifecycle(sim, serial, 'reboot', at);
  if (outcome.kind === 'dropsOffline') await dropOffline(sim, serial, at, outcome.backAfter);
}

export async function hubUnavailable(sim: Simulator, gatewayId: string): Promise<Response | null> {
  const stored = sim.db.hubs.findFirst((q) => q.where({ gateway_id: gatewayId }));
  if (!stored) return null;
  const before = await observeHub(sim, stored);
  // A hub already down is not reached: it cannot reboot or drop again.
  if (!before.lifecycle && before.online) await reached(sim, stored.hub_serial_number, sim.clock.now());
  const hub = await observeHub(sim, sim.db.hubs.findFirst((q) => q.where({ gateway_id: gatewayId })) ?? stored);
  if (hub.lifecycle) return problem(409, 'The hub is busy rebooting, restarting or updating. Try again when it is back.');
  if (!hub.online) return problem(504, 'The hub did not respond. Check that it is powered and online.');
  return null;
}
