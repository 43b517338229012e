/**
 * The trainer panel's words, shared by the panel and its tests. The panel belongs to the
 * simulator, not the product, so these stay out of the app's catalogues.
 */
export const panelTexts = {
  badge: 'Simulator',
  toggle: 'Trainer',
  region: 'Simulator trainer panel',
  heading: 'Trainer panel',
  notProduct: 'Part of the simulator, not of the installer app.',
  scenario: {
    heading: 'Scenario',
    running: 'Running scenario',
    pick: 'Scenario to start',
    restart: 'Start this scenario',
    starting: 'Starting…',
    signedOut: 'Starting a scenario ends every session: sign in again afterwards.',
    failed: (error: string) => `The scenario could not start: ${error}`,
  },
  clock: {
    heading: 'Clock',
    time: 'Simulator time',
    paused: 'Paused',
    running: (speed: string) => `Running at ${speed}`,
    pause: 'Pause',
    resume: 'Resume',
    speed: 'Speed',
    jump: 'Jump ahead',
  },
  inject: {
    heading: 'Inject now',
    hub: 'Hub',
    noHub: 'No hub is assigned to a unit.',
    drop: 'Drop its stream',
    offline: 'Take offline',
    online: 'Bring online',
    call: 'Call',
    status: 'Status',
    failNext: 'Fail its next call',
    expire: 'Expire the session',
    dropped: (count: number, serial: string) => `Dropped ${count} stream connection(s) of ${serial}.`,
    wentOffline: (serial: string) => `${serial} is offline.`,
    cameOnline: (serial: string) => `${serial} is online.`,
    failing: (call: string, status: number) => `The next ${call} call answers ${status}.`,
    expired: (count: number) => `${count} session(s) expired.`,
    refused: (error: string) => `Not injected: ${error}`,
  },
  timeline: {
    heading: 'Timeline',
    newestFirst: 'Newest first.',
    empty: 'Nothing has happened yet.',
  },
} as const;
