import { request } from './client';
import { actionAnswerSchema, dcmSchema, syncListSchema } from './schemas';

export const doorCodesApi = {
  /** Resends the pins to every lock of the gateway, or only to `deviceId` (the sync button of one lock); a sync follows. */
  resendPins: (gatewayId: string, deviceId?: string, signal?: AbortSignal) =>
    request('doorCodes.resendPins', { params: { gatewayId }, body: deviceId ? { device_id: deviceId } : {}, schema: actionAnswerSchema, signal }),
  syncsForDevice: (deviceId: string, signal?: AbortSignal) =>
    request('doorCodes.syncsForDevice', { params: { deviceId }, schema: syncListSchema, signal }),
  syncsForAddress: (addressId: number | string, signal?: AbortSignal) =>
    request('doorCodes.syncsForAddress', { params: { addressId }, schema: syncListSchema, signal }),
  deviceSyncData: (deviceId: string, signal?: AbortSignal) =>
    request('doorCodes.deviceSyncData', { params: { deviceId }, schema: dcmSchema, signal }),
};
