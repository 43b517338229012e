/** permissions.create and permissions.transfer: the installer's permission on a unit's hub. */
import { z } from 'zod';
import { authed } from '../auth';
import { visibleUnit } from '../../access/access';
import { visibleGatewayUnit } from '../../access/hubAccess';
import { readBody } from '../input';
import { json, problem } from '../respond';

const createBody = z.object({ gateway_id: z.string().min(1) });
const transferBody = z.object({
  from_gateway_id: z.string().min(1),
  to_gateway_id: z.string().min(1),
  address_id: z.number().int(),
});

const refuse = (custom: string) => json({ custom }, 400);

export const createPermission = authed(async ({ sim, user, request }) => {
  const body = await readBody(request, createBody);
  if (!body.ok) return body.response;
  const gatewayId = body.value.gateway_id;
  const unit = visibleGatewayUnit(sim, user, gatewayId);
  if (!unit) return problem(404, `Object Not Found Matching Id ${gatewayId}`);
  await sim.db.units.update((q) => q.where({ id: unit.id }), { data: (draft) => void (draft.permission = true) });
  return json({ message: `Permission created for unit ${unit.unit}.` });
});

/** After a hub swap: the old hub's permissions move to the unit's new hub. */
export const transferPermission = authed(async ({ sim, user, request }) => {
  const body = await readBody(request, transferBody);
  if (!body.ok) return body.response;
  const { from_gateway_id: from, to_gateway_id: to, address_id: addressId } = body.value;
  const unit = visibleUnit(sim, user, addressId);
  if (!unit) return problem(404, `Object Not Found Matching Id ${addressId}`);
  if (from === to) return refuse('The old and the new gateway id are the same.');
  if (unit.gatewayId !== to) return refuse(`The gateway ${to} is not the hub of unit ${unit.unit}.`);
  const old = sim.db.hubs.findFirst((q) => q.where({ gateway_id: from }));
  if (!old) return refuse(`No hub has the gateway id ${from}.`);
  if (old.addressId !== null) return refuse('The old hub is still assigned to a unit. Remove it first.');

  await sim.db.units.update((q) => q.where({ id: unit.id }), { data: (draft) => void (draft.permission = true) });
  return json({ message: `Permissions transferred to the hub of unit ${unit.unit}.` });
});
