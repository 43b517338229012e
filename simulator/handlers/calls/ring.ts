/**
 * ring.create and ring.update: a Ring doorbell is a device record of type 'doorbell' and model
 * 'ring' on the unit's gateway (it joins over Wi-Fi, not Z-Wave); its metadata record gives the
 * model, the Ring Chime answer and the chime type (app/api/schemas/ring.ts).
 */
import { ringCreateBodySchema, ringMetadataById, ringUpdateBodySchema, DOORBELL_WT_FIELD, type RingMetadata } from '../../../app/api/schemas';
import type { DeviceRecord } from '../../db/schemas';
import { authed } from '../auth';
import { visibleGatewayUnit } from '../../access/hubAccess';
import { readBody } from '../input';
import { json, problem } from '../respond';

function deviceMetadata(record: RingMetadata): DeviceRecord['device_metadata'] {
  return [{ modelNumber: record.modelNumber, wtField: DOORBELL_WT_FIELD, long_name: record.long_name, chime_type: record.chimeType, ring_chime: record.ringChime }];
}

export const createRing = authed(async ({ sim, user, request }) => {
  const body = await readBody(request, ringCreateBodySchema);
  if (!body.ok) return body.response;
  const { gatewayId, metadata_id } = body.value;
  const unit = visibleGatewayUnit(sim, user, gatewayId);
  if (!unit) return problem(404, `Object Not Found Matching Id ${gatewayId}`);
  const record = ringMetadataById(metadata_id);
  if (!record) return problem(400, `metadata_id ${metadata_id} is not a Ring doorbell`);
  if (sim.db.devices.findFirst((q) => q.where({ gatewayId, deviceType: 'doorbell', model: 'ring' }))) return problem(409, 'This unit already has a Ring doorbell');
  const uid = `dev-${unit.id}-ring`;
  const device = await sim.db.devices.create({
    uid,
    localId: uid,
    gatewayId,
    name: 'Front Door Ring',
    model: 'ring',
    deviceType: 'doorbell',
    metadata_id,
    device_metadata: deviceMetadata(record),
    sensors: [],
    notifications: null,
    dcm: null,
  });
  return json(device, 201);
});

export const updateRing = authed(async ({ sim, user, params, request }) => {
  const body = await readBody(request, ringUpdateBodySchema);
  if (!body.ok) return body.response;
  const uid = params.deviceUid ?? '';
  const device = sim.db.devices.findFirst((q) => q.where({ uid, deviceType: 'doorbell', model: 'ring' }));
  if (!device || !visibleGatewayUnit(sim, user, device.gatewayId)) return problem(404, `Object Not Found Matching Id ${uid}`);
  const record = ringMetadataById(body.value.metadata_id);
  if (!record) return problem(400, `metadata_id ${body.value.metadata_id} is not a Ring doorbell`);
  const updated = await sim.db.devices.update((q) => q.where({ uid }), {
    data: (draft: DeviceRecord) => {
      draft.metadata_id = record.id;
      draft.device_metadata = deviceMetadata(record);
    },
  });
  return json(updated);
});
