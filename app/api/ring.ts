import { z } from 'zod';
import { request } from './client';

export const ringApi = {
  create: (gatewayId: string, metadataId: number, signal?: AbortSignal) =>
    request('ring.create', { body: { gatewayId, metadata_id: metadataId, deviceType: 'doorbell', model: 'ring' }, schema: z.unknown(), signal }),
  update: (deviceUid: string, metadataId: number, signal?: AbortSignal) =>
    request('ring.update', { params: { deviceUid }, body: { metadata_id: metadataId }, schema: z.unknown(), signal }),
};
