/** hubs.resetNetwork, hubs.repairNetwork and hubs.failDevice: changes to a hub's Z-Wave network. */
import { z } from 'zod';
import { resetController } from '../../zwave/commands';
import { isZwaveNode } from '../../zwave/nodes';
import { authed } from '../auth';
import type { AuthedContext } from '../context';
import { visibleHub } from '../../access/hubAccess';
import { hubUnavailable } from '../hubAvailability';
import { readBody } from '../input';
import { json, problem } from '../respond';
import { callerBody } from './callerBody';

const failBody = callerBody.extend({ nodeId: z.string().min(1) });

async function reachableHub(ctx: AuthedContext): Promise<{ gatewayId: string } | { response: Response }> {
  const serial = ctx.params.hubSerial ?? '';
  const hub = visibleHub(ctx.sim, ctx.user, serial);
  if (!hub) return { response: problem(404, `Object Not Found Matching Id ${serial}`) };
  const unavailable = await hubUnavailable(ctx.sim, hub.gateway_id);
  return unavailable ? { response: unavailable } : { gatewayId: hub.gateway_id };
}

export const resetNetwork = authed(async (ctx) => {
  const body = await readBody(ctx.request, callerBody);
  if (!body.ok) return body.response;
  const hub = await reachableHub(ctx);
  if ('response' in hub) return hub.response;
  ctx.sim.db.devices.deleteMany((q) => q.where({ gatewayId: hub.gatewayId, deviceType: (deviceType) => isZwaveNode({ deviceType }) }));
  await resetController(ctx.sim, ctx.params.hubSerial ?? '');
  return json({ message: 'Z-Wave network reset.' });
});

export const failDevice = authed(async (ctx) => {
  const body = await readBody(ctx.request, failBody);
  if (!body.ok) return body.response;
  const hub = await reachableHub(ctx);
  if ('response' in hub) return hub.response;
  const { nodeId } = body.value;
  const device = ctx.sim.db.devices.findFirst((q) => q.where({ gatewayId: hub.gatewayId, localId: nodeId }));
  if (!device || !isZwaveNode(device)) return problem(400, `nodeId: no Z-Wave device ${nodeId} on this hub`);
  ctx.sim.db.devices.delete((q) => q.where({ uid: device.uid }));
  return json({ message: `Node ${nodeId} (${device.name ?? device.model ?? device.deviceType}) was marked failed and removed.` });
});

/** A heal of the Z-Wave routes: nothing in the records changes, the hub only confirms. */
export const repairNetwork = authed(async (ctx) => {
  const body = await readBody(ctx.request, callerBody);
  if (!body.ok) return body.response;
  const hub = await reachableHub(ctx);
  if ('response' in hub) return hub.response;
  return json({ message: 'Z-Wave network repair started. Devices may respond slowly for a few minutes.' });
});
