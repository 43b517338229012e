import { actionCaller } from './actionCaller';
import { request } from './client';
import { actionAnswerSchema, hubStatusSchema, hubUpdateStatusSchema } from './schemas';

type Serial = string;
type PairingAction = 'start' | 'abort';

export const hubsApi = {
  associate: (serialKey: string, hubSerial: string, addressId: number, signal?: AbortSignal) =>
    request('hubs.associate', { body: { [serialKey]: hubSerial, address_id: addressId }, schema: actionAnswerSchema, signal }),
  disassociate: (gatewayId: string, addressId: number, signal?: AbortSignal) =>
    request('hubs.disassociate', { body: { gateway_id: gatewayId, address_id: addressId }, schema: actionAnswerSchema, signal }),
  createPermission: (gatewayId: string, signal?: AbortSignal) =>
    request('permissions.create', { body: { gateway_id: gatewayId }, schema: actionAnswerSchema, signal }),
  transferPermission: (fromGatewayId: string, toGatewayId: string, addressId: number, signal?: AbortSignal) =>
    request('permissions.transfer', {
      body: { from_gateway_id: fromGatewayId, to_gateway_id: toGatewayId, address_id: addressId },
      schema: actionAnswerSchema,
      signal,
    }),
  status: (hubSerial: Serial, signal?: AbortSignal) =>
    request('hubs.status', { params: { hubSerial }, schema: hubStatusSchema, signal }),
  updateStatus: (hubSerial: Serial, signal?: AbortSignal) =>
    request('hubs.updateStatus', { params: { hubSerial }, schema: hubUpdateStatusSchema, signal }),
  reboot: (hubSerial: Serial, userId: string, signal?: AbortSignal) =>
    request('hubs.reboot', { params: { hubSerial }, body: actionCaller(userId), schema: actionAnswerSchema, signal }),
  restart: (hubSerial: Serial, userId: string, signal?: AbortSignal) =>
    request('hubs.restart', { params: { hubSerial }, body: actionCaller(userId), schema: actionAnswerSchema, signal }),
  resetNetwork: (hubSerial: Serial, userId: string, signal?: AbortSignal) =>
    request('hubs.resetNetwork', { params: { hubSerial }, body: actionCaller(userId), schema: actionAnswerSchema, signal }),
  /** A Z-Wave heal: the hub rebuilds its routes; no device is removed. */
  repairNetwork: (hubSerial: Serial, userId: string, signal?: AbortSignal) =>
    request('hubs.repairNetwork', { params: { hubSerial }, body: actionCaller(userId), schema: actionAnswerSchema, signal }),
  failDevice: (hubSerial: Serial, userId: string, nodeId: string, signal?: AbortSignal) =>
    request('hubs.failDevice', { params: { hubSerial }, body: { ...actionCaller(userId), nodeId }, schema: actionAnswerSchema, signal }),
  inclusion: (hubSerial: Serial, action: PairingAction, userId: string, signal?: AbortSignal) =>
    request('hubs.inclusion', { params: { hubSerial }, body: { action, ...actionCaller(userId) }, schema: actionAnswerSchema, signal }),
  exclusion: (hubSerial: Serial, action: PairingAction, userId: string, signal?: AbortSignal) =>
    request('hubs.exclusion', { params: { hubSerial }, body: { action, ...actionCaller(userId) }, schema: actionAnswerSchema, signal }),
};
