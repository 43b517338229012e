/** nest.provision and nest.remove: a Nest thermostat is a device record of type 'nest' whose localId is its serial. */
import { z } from 'zod';
import { authed } from '../auth';
import { visibleGatewayUnit } from '../../access/hubAccess';
import { readBody } from '../input';
import { json, problem } from '../respond';

/** Nest serial numbers are alphanumeric; the provider's exact rule is not shown, this one refuses typos. */
const NEST_SERIAL = /^[A-Za-z0-9]{10,16}$/;
const NEST_MODEL = 'Nest Learning Thermostat';

const provisionBody = z.object({
  installer: z.string().min(1),
  deviceName: z.string().min(1),
  deviceType: z.literal('nest'),
});

export const provisionNest = authed(async ({ sim, user, params, request }) => {
  const body = await readBody(request, provisionBody);
  if (!body.ok) return body.response;
  const gatewayId = params.gatewayId ?? '';
  const serial = params.serial ?? '';
  if (!visibleGatewayUnit(sim, user, gatewayId)) return problem(404, `Object Not Found Matching Id ${gatewayId}`);
  if (!NEST_SERIAL.test(serial)) return problem(400, `${serial} is not a Nest serial number`);
  const existing = sim.db.devices.findFirst((q) => q.where({ gatewayId, deviceType: 'nest' }));
  // Provisioning the same Nest again (after it was offline) is fine; a second Nest is not.
  if (existing) return existing.localId === serial ? json(existing) : problem(409, 'This hub already has a Nest thermostat');
  const device = await sim.db.devices.create({
    uid: `dev-nest-${serial.toLowerCase()}`,
    localId: serial,
    gatewayId,
    name: body.value.deviceName,
    model: NEST_MODEL,
    deviceType: 'nest',
    metadata_id: null,
    device_metadata: [],
    sensors: [],
    notifications: null,
    dcm: null,
  });
  return json(device);
});

export const removeNest = authed(({ sim, user, params }) => {
  const gatewayId = params.gatewayId ?? '';
  const localId = params.localId ?? '';
  if (!visibleGatewayUnit(sim, user, gatewayId)) return problem(404, `Object Not Found Matching Id ${gatewayId}`);
  const removed = sim.db.devices.deleteMany((q) => q.where({ gatewayId, localId, deviceType: 'nest' }));
  return removed.length > 0 ? json({}) : problem(404, `Object Not Found Matching Id ${localId}`);
});
