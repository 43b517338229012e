/**
 * The calls the simulator answers for real. Every other call in app/api/calls.ts still passes
 * the token check and then answers 501 naming itself (see ../pipeline.ts).
 */
import type { CallName } from '../../../app/api/calls';
import type { CallHandler } from '../context';
import { login, logout } from './auth';
import { getCommunity, listCommunities } from './communities';
import { getUnit, listUnits, unitConfiguration } from './units';
import { getWorkTicket, submitWorkTicket } from './workTickets';
import { associateHub, disassociateHub } from './hubAssignment';
import { createPermission, transferPermission } from './permissions';
import { failDevice, repairNetwork, resetNetwork } from './zwave';
import { refreshDeviceStatus, resendPins } from './deviceActions';
import { deviceSyncData, syncsForAddress, syncsForDevice } from './doorCodes';
import { hubStatus, hubUpdateStatus, rebootHub, restartHub } from './hubs';
import { listHubDevices, removeDevice, updateDevice } from './devices';
import { commandDevice, setDeviceNotifications } from './deviceCommands';
import { provisionNest, removeNest } from './nest';
import { createRing, updateRing } from './ring';
import { exclusion, inclusion } from './pairing';
import { createStream, getStream, streamToken } from './streams';
import { getMasterCodes, saveMasterCode } from './yale';

export const implementedCalls: Partial<Record<CallName, CallHandler>> = {
  'auth.login': login,
  'auth.logout': logout,
  'communities.list': listCommunities,
  'communities.get': getCommunity,
  'units.list': listUnits,
  'units.get': getUnit,
  'units.configuration': unitConfiguration,
  'workTickets.get': getWorkTicket,
  'workTickets.submit': submitWorkTicket,
  'permissions.create': createPermission,
  'permissions.transfer': transferPermission,
  'hubs.associate': associateHub,
  'hubs.disassociate': disassociateHub,
  'hubs.resetNetwork': resetNetwork,
  'hubs.repairNetwork': repairNetwork,
  'hubs.failDevice': failDevice,
  'hubs.inclusion': inclusion,
  'hubs.exclusion': exclusion,
  'stream.token': streamToken,
  'stream.get': getStream,
  'stream.create': createStream,
  'devices.refreshStatus': refreshDeviceStatus,
  'doorCodes.resendPins': resendPins,
  'doorCodes.syncsForDevice': syncsForDevice,
  'doorCodes.syncsForAddress': syncsForAddress,
  'doorCodes.deviceSyncData': deviceSyncData,
  'hubs.status': hubStatus,
  'hubs.updateStatus': hubUpdateStatus,
  'hubs.reboot': rebootHub,
  'hubs.restart': restartHub,
  'devices.listByHub': listHubDevices,
  'devices.update': updateDevice,
  'devices.remove': removeDevice,
  'devices.command': commandDevice,
  'devices.setNotifications': setDeviceNotifications,
  'nest.provision': provisionNest,
  'nest.remove': removeNest,
  'ring.create': createRing,
  'ring.update': updateRing,
  'yale.getMasterCodes': getMasterCodes,
  'yale.saveMasterCode': saveMasterCode,
};
