import { request } from './client';
import { actionAnswerSchema, liveDeviceSchema } from './schemas';

/** Nest defaults (spec 02 §9): the device name is fixed. */
export const NEST_DEVICE_NAME = 'Nest thermostat';
export const NEST_DEVICE_TYPE = 'nest';

export const nestApi = {
  addLegacy: (gatewayId: string, localId: string, model: string, signal?: AbortSignal) =>
    request('nest.addLegacy', { body: { gatewayId, localId, model }, schema: liveDeviceSchema, signal }),
  provision: (gatewayId: string, serial: string, installer: string, signal?: AbortSignal) =>
    request('nest.provision', {
      params: { gatewayId, serial },
      body: { installer, deviceName: NEST_DEVICE_NAME, deviceType: NEST_DEVICE_TYPE },
      schema: liveDeviceSchema,
      signal,
    }),
  remove: (gatewayId: string, localId: string, signal?: AbortSignal) =>
    request('nest.remove', { params: { gatewayId, localId }, schema: actionAnswerSchema, signal }),
  removeLegacy: (deviceUid: string, signal?: AbortSignal) =>
    request('nest.removeLegacy', { params: { deviceUid }, schema: actionAnswerSchema, signal }),
};
