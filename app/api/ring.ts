import { request } from './client';
import { liveDeviceSchema } from './schemas';

/** Both answer with the doorbell's device record (decision 0262). */

export const ringApi = {
  create: (gatewayId: string, metadataId: number, signal?: AbortSignal) =>
    request('ring.create', { body: { gatewayId, metadata_id: metadataId, deviceType: 'doorbell', model: 'ring' }, schema: liveDeviceSchema, signal }),
  update: (deviceUid: string, metadataId: number, signal?: AbortSignal) =>
    request('ring.update', { params: { deviceUid }, body: { metadata_id: metadataId }, schema: liveDeviceSchema, signal }),
};
