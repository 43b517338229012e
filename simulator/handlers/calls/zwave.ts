/** hubs.resetNetwork, hubs.repairNetwork and hubs.failDevice: changes to a hub's Z-Wave network. */
import { z } from 'zod';
import type { LiveDevice } from '../../../app/api/schemas';
import { authed } from '../auth';
import type { AuthedContext } from '../context';
import { visibleHub } from '../hubAccess';
import { hubUnavailable } from '../hubAvailability';
import { readBody } from '../input';
import { json, problem } from '../respond';

const CLIENT = 'concierge';
const actionBody = z.object({
  client: z.string().refine((client) => client === CLIENT, { message: `must be "${CLIENT}"` }),
  userId: z.string().min(1),
});
const failBody = actionBody.extend({ nodeId: z.string().min(1) });

/** The hub itself, Nest (cloud) and doorbells (Wi-Fi) are not nodes of the Z-Wave network (spec 01 §9). */
const notZwave: ReadonlySet<LiveDevice['deviceType']> = new Set(['gateway', 'nest', 'doorbell']);

async function reachableHub(ctx: AuthedContext): Promise<{ gatewayId: string } | { response: Response }> {
  const serial = ctx.params.hubSerial ?? '';
  const hub = visibleHub(ctx.sim, ctx.user, serial);
  if (!hub) return { response: problem(404, `Object Not Found Matching Id ${serial}`) };
  const unavailable = await hubUnavailable(ctx.sim, hub.gateway_id);
  return unavailable ? { response: unavailable } : { gatewayId: hub.gateway_id };
}

export const resetNetwork = authed(async (ctx) => {
  const body = await readBody(ctx.request, actionBody);
  if (!body.ok) return body.response;
  const hub = await reachableHub(ctx);
  if ('response' in hub) return hub.response;
  ctx.sim.db.devices.deleteMany((q) => q.where({ gatewayId: hub.gatewayId, deviceType: (type) => !notZwave.has(type) }));
  return json({ message: 'Z-Wave network reset.' });
});

export const failDevice = authed(async (ctx) => {
  const body = await readBody(ctx.request, failBody);
  if (!body.ok) return body.response;
  const hub = await reachableHub(ctx);
  if ('response' in hub) return hub.response;
  const { nodeId } = body.value;
  const device = ctx.sim.db.devices.findFirst((q) => q.where({ gatewayId: hub.gatewayId, localId: nodeId }));
  if (!device || notZwave.has(device.deviceType)) return problem(400, `nodeId: no Z-Wave device ${nodeId} on this hub`);
  ctx.sim.db.devices.delete((q) => q.where({ uid: device.uid }));
  return json({ message: `Node ${nodeId} (${device.name ?? device.model ?? device.deviceType}) was marked failed and removed.` });
});

/** A heal of the Z-Wave routes: nothing in the records changes, the hub only confirms. */
export const repairNetwork = authed(async (ctx) => {
  const body = await readBody(ctx.request, actionBody);
  if (!body.ok) return body.response;
  const hub = await reachableHub(ctx);
  if ('response' in hub) return hub.response;
  return json({ message: 'Z-Wave network repair started. Devices may respond slowly for a few minutes.' });
});
