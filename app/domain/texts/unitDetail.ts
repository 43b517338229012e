/** The unit screen: tabs, device lists and the to-do of devices to install (spec 01 §2, 02 §2). */

export const unitDetail = {
  tabs: 'Unit sections',
  devicesTab: 'DEVICES',
  nestTab: 'NEST',
  hubTab: 'HUB',
  zWaveDevices: 'Z-Wave devices',
  noZWaveDevices: 'No Z-Wave Devices Included',
  devicesToInstall: 'Devices to install',
  quantityOfModel: (quantity: number, model: string) => `${quantity} x ${model}`,
  todoNotPaired: 'Not paired',
  todoPairedIncomplete: 'Paired, incomplete',
  todoPairedComplete: 'Paired, complete',
  finish: 'Finish',
  moreActions: 'More actions',
  noHub: 'This unit has no hub yet.',
  noHubSerial: "This unit's gateway has no hub serial number, so its devices cannot be shown.",
} as const;
