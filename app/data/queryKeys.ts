/** Query keys in one place, so invalidation and polling agree on names. */
export const queryKeys = {
  communities: () => ['communities'] as const,
  community: (communityId: string) => ['community', communityId] as const,
  units: (communityId: string) => ['units', communityId] as const,
  unit: (addressId: string) => ['unit', addressId] as const,
  unitConfiguration: (communityId: string, addressId: string) => ['unitConfiguration', communityId, addressId] as const,
  hubDevices: (hubSerial: string) => ['hubDevices', hubSerial] as const,
  hubDevice: (hubSerial: string, deviceUid: string) => ['hubDevices', hubSerial, deviceUid] as const,
  hubStatus: (hubSerial: string) => ['hubStatus', hubSerial] as const,
  hubUpdateStatus: (hubSerial: string) => ['hubUpdateStatus', hubSerial] as const,
  workTicket: (addressId: string) => ['workTicket', addressId] as const,
  doorCodeSyncs: () => ['doorCodeSyncs'] as const,
  deviceSyncs: (deviceId: string) => ['doorCodeSyncs', 'device', deviceId] as const,
  addressSyncs: (addressId: number) => ['doorCodeSyncs', 'address', addressId] as const,
  yaleMasterCodes: (addressId: number) => ['yaleMasterCodes', addressId] as const,
};
