import { request } from './client';
import { actionAnswerSchema, dcmSchema, syncListSchema } from './schemas';

export const doorCodesApi = {
  resendPins: (gatewayId: string, signal?: AbortSignal) =>
    request('doorCodes.resendPins', { params: { gatewayId }, body: {}, schema: actionAnswerSchema, signal }),
  syncsForDevice: (deviceId: string, signal?: AbortSignal) =>
    request('doorCodes.syncsForDevice', { params: { deviceId }, schema: syncListSchema, signal }),
  syncsForAddress: (addressId: number | string, signal?: AbortSignal) =>
    request('doorCodes.syncsForAddress', { params: { addressId }, schema: syncListSchema, signal }),
  deviceSyncData: (deviceId: string, signal?: AbortSignal) =>
    request('doorCodes.deviceSyncData', { params: { deviceId }, schema: dcmSchema, signal }),
};
