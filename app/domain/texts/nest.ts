/** The Nest thermostat pages (spec 02 §2, §9). */

export const nest = {
  none: 'No Nest Devices',
  thermostat: 'Nest thermostat',
  serialNumber: (serial: string) => `S/N ${serial}`,
  add: 'Add',
  serialField: 'Nest Serial Number',
  next: 'Next',
  done: 'Done',
  remove: 'Remove Nest',
  cancel: 'Cancel',
  removeTitle: 'Remove Nest serial number?',
  removeText: 'This action will remove the Nest device',
  removed: 'Nest removed.',
  provisioning: 'Provisioning thermostat...',
  provisioned: 'Success! Nest is provisioned.',
  offlineHelp: 'Nest offline?',
  offlineBanner: 'Nest thermostat is offline',
  offlineStep1: 'Make sure the Nest thermostat is on Wi-Fi: on the thermostat open Settings, then Network, select the network and enter the password.',
  offlineStep2: 'Tap the button below.',
  provisionAgain: 'Provision Nest again',
} as const;
