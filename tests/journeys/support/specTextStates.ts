import { screenStates, type ScreenState } from '../../support/specTexts';

/**
 * Where each screen state of tests/support/specTexts.ts is reached and its texts checked. In
 * Chromium (tests/e2e/specTexts.spec.ts) only where a real browser is what is checked: the unit
 * list draws its rows from its measured height (a virtual list), the error page comes from a
 * broken code chunk served over the network, and the pairing states go through a real hub stream
 * dropped and reopened. The others are journeys of the Node tier (tests/journeys/specTexts.test.tsx)
 * on the simulator's one clock, at CPU speed (issue 36, decision 0515).
 */
export const browserStates = ['sign-in and lists', 'error page', 'pairing', 'device naming', 'thermostat naming'] as const satisfies readonly ScreenState[];

export type BrowserState = (typeof browserStates)[number];

export const nodeStates: readonly ScreenState[] = screenStates.filter((state) => !(browserStates as readonly ScreenState[]).includes(state));
