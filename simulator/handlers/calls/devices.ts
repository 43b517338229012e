/** devices.listByHub, devices.update and devices.remove: the devices of a hub the user can reach. */
import { z } from 'zod';
import type { DeviceRecord } from '../../db/schemas';
import { authed } from '../auth';
import { visibleGatewayUnit, visibleHub } from '../../access/hubAccess';
import { readBody } from '../input';
import { json, problem } from '../respond';

const updateBody = z.object({
  givenName: z.string().min(1).optional(),
  metadata_id: z.number().int().optional(),
});

export const listHubDevices = authed(({ sim, user, params, query }) => {
  const serial = params.hubSerial ?? '';
  const hub = visibleHub(sim, user, serial);
  if (!hub) return problem(404, `Object Not Found Matching Id ${serial}`);
  const deviceId = query.get('deviceId');
  const devices = sim.db.devices.findMany((q) => q.where({ gatewayId: hub.gateway_id }));
  return json({ results: deviceId ? devices.filter((device) => device.uid === deviceId) : devices });
});

export const updateDevice = authed(async ({ sim, user, params, request }) => {
  const body = await readBody(request, updateBody);
  if (!body.ok) return body.response;
  const uid = params.deviceUid ?? '';
  const device = sim.db.devices.findFirst((q) => q.where({ uid }));
  if (!device || !visibleGatewayUnit(sim, user, device.gatewayId)) return problem(404, `Object Not Found Matching Id ${uid}`);
  const { givenName, metadata_id } = body.value;
  const updated = await sim.db.devices.update((q) => q.where({ uid }), {
    data: (draft: DeviceRecord) => {
      if (givenName !== undefined) draft.name = givenName;
      if (metadata_id !== undefined) draft.metadata_id = metadata_id;
    },
  });
  return json(updated);
});

/** DELETE v3 device by uid (spec 02 §7): the record goes; the Ring dialog removes its doorbell so. */
export const removeDevice = authed(({ sim, user, params }) => {
  const uid = params.deviceUid ?? '';
  const device = sim.db.devices.findFirst((q) => q.where({ uid }));
  if (!device || !visibleGatewayUnit(sim, user, device.gatewayId)) return problem(404, `Object Not Found Matching Id ${uid}`);
  sim.db.devices.deleteMany((q) => q.where({ uid }));
  return json({});
});
