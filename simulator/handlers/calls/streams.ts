/**
 * stream.token, stream.get and stream.create: the set-up a hub that is not an IoT hub needs before
 * the app listens to it (spec 02 §7). A stream is found by the hub's gateway id; until created with
 * the hub's serial it answers 404, as the provider's does.
 */
import { z } from 'zod';
import { authed } from '../auth';
import { visibleGatewayUnit, visibleHub } from '../../access/hubAccess';
import { readBody, readQuery } from '../input';
import { json, problem } from '../respond';

const streamIdOf = (gatewayId: string) => `stream-${gatewayId}`;

/** A sync token for the session: the same session gets the same token. */
export const streamToken = authed(({ session }) => json({ token: `sync-${session.token.slice(-12)}` }));

export const getStream = authed(({ sim, user, query }) => {
  const parsed = readQuery(query, z.object({ gatewayId: z.string().min(1) }));
  if (!parsed.ok) return parsed.response;
  const { gatewayId } = parsed.value;
  const hub = sim.db.hubs.findFirst((q) => q.where({ gateway_id: gatewayId }));
  if (!hub || !visibleGatewayUnit(sim, user, gatewayId) || hub.streamId === null) return problem(404, `Object Not Found Matching Id ${gatewayId}`);
  return json({ streamId: hub.streamId, gatewayId });
});

export const createStream = authed(async ({ sim, user, request }) => {
  const body = await readBody(request, z.object({ hub_serial: z.string().min(1) }));
  if (!body.ok) return body.response;
  const serial = body.value.hub_serial;
  const hub = visibleHub(sim, user, serial);
  if (!hub) return problem(400, `hub_serial: no hub "${serial}"`);
  const streamId = hub.streamId ?? streamIdOf(hub.gateway_id);
  await sim.db.hubs.update((q) => q.where({ hub_serial_number: serial }), { data: (draft) => void (draft.streamId = streamId) });
  return json({ streamId, gatewayId: hub.gateway_id });
});
