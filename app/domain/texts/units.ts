/** The unit list, its info dialogs and the pending-ticket reminder (spec 01 §2, §4). */

export const units = {
  search: 'Search units',
  none: 'No units',
  noMatch: 'No units match',
  loadFailed: 'The units of this community could not be loaded.',
  communityNotFound: 'That community was not found. Pick one from the list.',
  vacant: 'Vacant',
  communityInfo: 'Community Info',
  hubWithoutSerial: 'Hub assigned without a hub serial',
  complete: 'Complete',
  incomplete: 'Incomplete',
  scheduled: (date: string) => `Scheduled ${date}`,
  arrival: (window: string) => `Arrival ${window}`,
  pte: (yes: boolean) => `PTE ${yes ? 'YES' : 'NO'}`,
  pteNotes: 'PTE Notes',
  notesToTechnician: 'Notes to Technician',
  specialHandling: 'Special handling',
  unitInfoFor: (unit: string) => `Unit Info for ${unit}`,
  opening: (unit: string) => `Opening ${unit}…`,
} as const;

export const info = {
  close: 'Close',
  notProvided: 'Not provided',
  buildingAddress: 'Building address',
  defaultHubLocation: 'Default hub location',
  lightingLayout: 'Lighting layout',
  installPage: 'Install page',
  propertyManager: 'Property manager',
  phoneNumber: 'Phone number',
  hardware: 'Hardware',
  unitInfo: 'Unit Info',
  notesToTechnician: 'Notes to Technician',
  hubLocation: 'Hub location',
  pteNotes: 'PTE Notes',
  hardwareItems: {
    lock: 'Lock',
    thermostat: 'Thermostat',
    outlet: 'Outlet',
    primarySwitch: 'Primary switch',
    dimmerSwitch: 'Dimmer switch',
    voiceControl: 'Voice control',
    leakSensor: 'Leak sensor',
    privacyLock: 'Privacy lock',
    addOnSwitch: 'Add-on switch',
  },
} as const;

export const pendingTicket = {
  message: (unit: string, community: string) =>
    `Please mark unit ${unit} at ${community} as complete or incomplete before proceeding to the next unit.`,
  goToUnit: 'Go to Unit',
  cancel: 'Cancel',
} as const;
