/**
 * hubs.associate and hubs.disassociate (spec 01 §7, §8): a hub serial from the pool of unassigned
 * hubs becomes a unit's hub, and a removed hub returns to the pool.
 */
import { z } from 'zod';
import { hubSerialKey } from './hubSerialKey';
import { authed } from '../auth';
import { visibleUnit } from '../../access/access';
import { readBody } from '../input';
import { json, problem } from '../respond';

/** The key is named after the product ({product}_hub_serial), as the app sends it; an empty serial is refused below, in words. */
const associateBody = z
  .object({ [hubSerialKey]: z.string(), address_id: z.number().int() })
  // A computed key widens every field's type; name the two fields again for the handler.
  .transform((body) => ({ serial: String(body[hubSerialKey]).trim().toUpperCase(), addressId: Number(body.address_id) }));
const disassociateBody = z.object({ gateway_id: z.string().min(1), address_id: z.number().int() });

const notFound = (id: number) => problem(404, `Object Not Found Matching Id ${id}`);
/** What the provider says to an installer who pressed Continue without a serial (the app shows the message). */
export const EMPTY_SERIAL = 'Please enter the serial number printed on the hub label.';
/** Business refusals carry `custom`, the text the app shows as it is. */
const refuse = (custom: string) => json({ custom }, 400);

export const associateHub = authed(async ({ sim, user, request }) => {
  const body = await readBody(request, associateBody);
  if (!body.ok) return body.response;
  const { serial, addressId } = body.value;
  if (serial === '') return problem(400, EMPTY_SERIAL);
  const unit = visibleUnit(sim, user, addressId);
  if (!unit) return notFound(addressId);
  if (unit.gatewayId) return problem(400, `Unit ${unit.unit} already has a hub. Remove it before assigning another.`);
  const hub = sim.db.hubs.findFirst((q) => q.where({ hub_serial_number: (stored) => stored.toUpperCase() === serial }));
  if (!hub) return problem(400, 'Hub serial not found');
  if (hub.addressId !== null) return refuse('This hub is already assigned to another unit.');

  await sim.db.hubs.update((q) => q.where({ hub_serial_number: hub.hub_serial_number }), {
    data: (draft) => void (draft.addressId = unit.id),
  });
  // The installer who assigns the hub may use it at once, as with a created permission.
  await sim.db.units.update((q) => q.where({ id: unit.id }), {
    data: (draft) => void Object.assign(draft, { gatewayId: hub.gateway_id, hub_serial: hub.hub_serial_number, permission: true }),
  });
  return json({ message: `Hub ${hub.hub_serial_number} assigned to unit ${unit.unit}.` });
});

export const disassociateHub = authed(async ({ sim, user, request }) => {
  const body = await readBody(request, disassociateBody);
  if (!body.ok) return body.response;
  const { gateway_id: gatewayId, address_id: addressId } = body.value;
  const unit = visibleUnit(sim, user, addressId);
  if (!unit) return notFound(addressId);
  if (!unit.gatewayId) return refuse(`Unit ${unit.unit} has no hub to remove.`);
  if (unit.gatewayId !== gatewayId) return refuse(`The gateway ${gatewayId} is not the hub of unit ${unit.unit}.`);

  await sim.db.hubs.update((q) => q.where({ gateway_id: gatewayId }), { data: (draft) => void (draft.addressId = null) });
  await sim.db.units.update((q) => q.where({ id: unit.id }), {
    data: (draft) => void Object.assign(draft, { gatewayId: null, hub_serial: null, permission: false }),
  });
  return json({ message: `The hub was removed from unit ${unit.unit}.` });
});
