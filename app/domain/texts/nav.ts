/** Navigation shared by every screen: header buttons, the side drawer, loading and retry. */

export const nav = {
  menu: 'Open menu',
  signOut: 'Sign out',
  switchCommunity: 'Switch community',
  back: 'Back',
  retry: 'Retry',
  close: 'Close',
  loading: 'Loading…',
  offline: 'No connection. This screen loads when the connection returns.',
  connectionLost: 'No connection',
  screenNotLoaded: 'This screen could not be loaded. Check the connection: it loads as soon as the connection returns.',
  partNotLoaded: 'This could not be loaded. Check the connection: it opens as soon as the connection returns.',
} as const;
