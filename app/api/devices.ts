import { actionCaller } from './actionCaller';
import { request } from './client';
import { actionAnswerSchema, deviceListAnswerSchema, liveDeviceSchema, type DeviceCommand } from './schemas';

/** Rename, placement and alerts answer with the device as it now is; removal and commands with a message at most. */
export const devicesApi = {
  listByHub: (hubSerial: string, deviceId?: string, signal?: AbortSignal) =>
    request('devices.listByHub', { params: { hubSerial }, query: { deviceId }, schema: deviceListAnswerSchema, signal }),
  update: (deviceUid: string, change: { givenName?: string; metadata_id?: number }, signal?: AbortSignal) =>
    request('devices.update', { params: { deviceUid }, body: change, schema: liveDeviceSchema, signal }),
  remove: (deviceUid: string, signal?: AbortSignal) =>
    request('devices.remove', { params: { deviceUid }, schema: actionAnswerSchema, signal }),
  command: (deviceId: string, command: DeviceCommand, commandValue: number | null, signal?: AbortSignal) =>
    request('devices.command', { params: { deviceId }, body: { command, commandValue }, schema: actionAnswerSchema, signal }),
  refreshStatus: (deviceId: string, userId: string, signal?: AbortSignal) =>
    request('devices.refreshStatus', { params: { deviceId }, body: actionCaller(userId), schema: actionAnswerSchema, signal }),
  setNotifications: (deviceId: string, notifications: boolean, signal?: AbortSignal) =>
    request('devices.setNotifications', { params: { deviceId }, body: { notifications }, schema: liveDeviceSchema, signal }),
};
