/** hubs.status, hubs.updateStatus, hubs.reboot and hubs.restart, on the simulator clock. */
import { hubStatusSchema } from '../../../app/api/schemas';
import { startReboot, startRestart, type HubRefusal } from '../../hub/lifecycle';
import type { HubRecord } from '../../db/schemas';
import { authed } from '../auth';
import type { AuthedContext } from '../context';
import { visibleHub } from '../../access/hubAccess';
import { observeHub, saveHub } from '../../hub/hubRecords';
import { readBody } from '../input';
import { json, problem } from '../respond';
import { callerBody } from './callerBody';


const refusals: Record<HubRefusal, string> = {
  busy: 'The hub is busy rebooting, restarting or updating. Try again when it is back.',
};

function hubNotFound(serial: string): Response {
  return problem(404, `Object Not Found Matching Id ${serial}`);
}

async function withHub(ctx: AuthedContext, answer: (hub: HubRecord) => Response | Promise<Response>): Promise<Response> {
  const serial = ctx.params.hubSerial ?? '';
  const stored = visibleHub(ctx.sim, ctx.user, serial);
  return stored ? answer(await observeHub(ctx.sim, stored)) : hubNotFound(serial);
}

export const hubStatus = authed((ctx) => withHub(ctx, (hub) => json(hubStatusSchema.parse(hub))));

export const hubUpdateStatus = authed((ctx) => withHub(ctx, (hub) => json({ result: hub.update })));

function hubAction(start: typeof startReboot, message: string) {
  return authed(async (ctx) => {
    const body = await readBody(ctx.request, callerBody);
    if (!body.ok) return body.response;
    return withHub(ctx, async (hub) => {
      if (!hub.online) return problem(504, 'The hub did not respond. Check that it is powered and online.');
      const started = start(hub, ctx.sim.clock.now());
      if (!started.ok) return problem(409, refusals[started.refusal]);
      await saveHub(ctx.sim, hub, started.hub);
      return json({ message });
    });
  });
}

export const rebootHub = hubAction(startReboot, 'The hub is rebooting.');
export const restartHub = hubAction(startRestart, 'The hub is restarting.');
