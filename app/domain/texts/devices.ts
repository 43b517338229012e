/** Device rows and the device screen (spec 01 §2, 02 §2). */

export const deviceStatus = {
  locked: 'LOCKED',
  unlocked: 'UNLOCKED',
  on: 'ON',
  off: 'OFF',
  percent: (level: number) => `${level}%`,
  wet: 'WET',
  dry: 'DRY',
  motion: 'MOTION',
  noMotion: 'NO MOTION',
  open: 'OPEN',
  closed: 'CLOSED',
  test: 'TEST',
} as const;

export const deviceMenu = {
  resendPins: 'Resend pins',
  refreshStatus: 'Refresh status',
  failDevice: 'Fail device',
  failDeviceDelay: 'The device was marked failed. The device list can take up to 2 minutes to update.',
  failConfirmTitle: 'Fail device?',
  failConfirmText: (device: string) =>
    `${device} is marked failed and removed from the hub; to use it again, include it again. The device list can take up to 2 minutes to update.`,
  failConfirm: 'Fail device',
  cancel: 'Cancel',
  nodeId: (localId: string) => `Node ID ${localId}`,
  moreActions: 'Device actions',
  loadFailed: 'The device could not be loaded.',
} as const;
