/**
 * hubs.inclusion and hubs.exclusion (body `{ action: 'start' | 'abort', client, userId }`): the
 * hub's Z-Wave controller (../../zwave/commands.ts) enters or leaves the mode. A hub that is
 * offline, rebooting or updating answers as for any hub command; one busy with the other mode
 * refuses with 409, as a controller does.
 */
import { z } from 'zod';
import type { Simulator } from '../../core/simulator';
import type { PairingMode } from '../../db/controllerRecord';
import { abortPairing, startPairing } from '../../zwave/commands';
import { authed } from '../auth';
import { visibleHub } from '../../access/hubAccess';
import { dropOffline, hubUnavailable } from '../hubAvailability';
import { readBody } from '../input';
import { json, problem } from '../respond';
import { callerBody } from './callerBody';

const pairingBody = callerBody.extend({ action: z.enum(['start', 'abort']) });

/** The start call reaches the hub: it may drop off the network now (hub.offlineAtPrep) and be back later. */
async function startReachesHub(sim: Simulator, serial: string, mode: PairingMode, at: number): Promise<void> {
  const outcome = sim.hubBehaviours.decide(serial, 'pairing.start', { mode });
  if (outcome.kind !== 'proceeds') await dropOffline(sim, serial, at, outcome.backAfter);
}

function pairingCall(mode: PairingMode) {
  return authed(async ({ sim, user, params, request }) => {
    const body = await readBody(request, pairingBody);
    if (!body.ok) return body.response;
    const serial = params.hubSerial ?? '';
    const hub = visibleHub(sim, user, serial);
    if (!hub) return problem(404, `Object Not Found Matching Id ${serial}`);
    const now = sim.clock.now();
    if (body.value.action === 'start') await startReachesHub(sim, serial, mode, now);
    const unavailable = await hubUnavailable(sim, hub.gateway_id);
    if (unavailable) return unavailable;
    if (body.value.action === 'abort') return json({ message: await abortPairing(sim, serial, mode, now) });
    const started = await startPairing(sim, serial, mode, now);
    return started.ok ? json({ message: started.message }) : problem(409, started.message);
  });
}

export const inclusion = pairingCall('inclusion');
export const exclusion = pairingCall('exclusion');
