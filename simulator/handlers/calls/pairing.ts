/**
 * hubs.inclusion and hubs.exclusion (body `{ action: 'start' | 'abort', client, userId }`): the
 * hub's Z-Wave controller (../../zwave/controller.ts) enters or leaves the mode. A hub that is
 * offline, rebooting or updating answers as for any hub command; one busy with the other mode
 * refuses with 409, as a controller does.
 */
import { z } from 'zod';
import type { Simulator } from '../../core/simulator';
import { offlineAtPrepParams } from '../../faults/hubBehaviours';
import { setHubOnline } from '../../hub/hubActions';
import { STEP_EVENT } from '../../timeline/timeline';
import type { PairingMode } from '../../zwave/controllerRecord';
import { abortPairing, startPairing } from '../../zwave/controller';
import { authed } from '../auth';
import { visibleHub } from '../hubAccess';
import { hubUnavailable } from '../hubAvailability';
import { readBody } from '../input';
import { json, problem } from '../respond';
import { callerBody } from './callerBody';

const pairingBody = callerBody.extend({ action: z.enum(['start', 'abort']) });

/** The hub behaviour 'hub.offlineAtPrep': the hub drops off the network as the start call comes, and is back later. */
async function dropsOffAtPrep(sim: Simulator, serial: string, at: number): Promise<void> {
  const fault = sim.faults.take({ on: 'hub', behaviour: 'hub.offlineAtPrep', serial });
  if (!fault) return;
  await setHubOnline(sim, serial, false, at);
  sim.scheduler.schedule(STEP_EVENT, at + offlineAtPrepParams.parse(fault.params).backAfter, { entry: null, do: { 'hub.setOnline': { serial, online: true } } });
}

function pairingCall(mode: PairingMode) {
  return authed(async ({ sim, user, params, request }) => {
    const body = await readBody(request, pairingBody);
    if (!body.ok) return body.response;
    const serial = params.hubSerial ?? '';
    const hub = visibleHub(sim, user, serial);
    if (!hub) return problem(404, `Object Not Found Matching Id ${serial}`);
    const now = sim.clock.now();
    if (body.value.action === 'start') await dropsOffAtPrep(sim, serial, now);
    const unavailable = await hubUnavailable(sim, hub.gateway_id);
    if (unavailable) return unavailable;
    if (body.value.action === 'abort') return json({ message: await abortPairing(sim, serial, mode, now) });
    const started = await startPairing(sim, serial, mode, now);
    return started.ok ? json({ message: started.message }) : problem(409, started.message);
  });
}

export const inclusion = pairingCall('inclusion');
export const exclusion = pairingCall('exclusion');
