/** The simulated Yale lock's keypad words, shared by the keypad and its tests. Simulator only, not the product's. */
export const keypadTexts = {
  region: 'Simulated Yale lock keypad',
  badge: 'Simulator',
  heading: 'Yale lock at the door',
  notProduct: 'A simulated lock, not part of the installer app.',
  key: (key: string) => `Keypad ${key}`,
  entry: (keys: number) => `Typed: ${'•'.repeat(keys)}`,
  display: {
    none: 'Enter a code, then #',
    newLock: 'New lock: enter a master code, then #',
    main: 'Menu: enter 7, then #',
    mode: 'Mode menu: 3 exclusion, 1 inclusion, then #',
  },
  outcome: {
    programmed: (code: string) => `Master code ${code} programmed`,
    menu: 'Menu open',
    modeMenu: 'Mode menu open',
    exclusion: 'Exclusion mode',
    inclusion: 'Inclusion mode',
    notHeard: ' (the hub did not hear it)',
    rejected: 'Wrong entry',
  },
  failed: (error: string) => `The keypad could not be pressed: ${error}`,
} as const;
