/**
 * Every text the specification quotes, in one place, shared by screens and tests.
 * Functions stand for texts with placeholders.
 */
export const texts = {
  signIn: {
    title: 'Sign in',
    email: 'Email Address',
    password: 'Password',
    submit: 'Sign in',
    failed: 'Invalid Username or Password',
    emailRequired: 'Please enter your email address',
    passwordRequired: 'Please enter your password',
    demoAccounts: 'Demo accounts',
    useAccount: (label: string) => `Use ${label}`,
  },
  errorPage: {
    title: "We're sorry — something's gone wrong.",
    reportBefore: 'Our team has been notified, but ',
    reportLink: 'click here',
    reportAfter: ' fill out a report.',
  },
  errorView: {
    title: 'Something went wrong',
    deviceDetailsMissing: 'Device details are missing for this unit',
    contactSupport: (phone: string) => `Please contact support at ${phone}.`,
  },
  errors: {
    generic: 'Something went wrong. Please contact support.',
    assignHub: (error: string) => `An error occurred (${error}). Please try again.`,
    removeHub: 'An unknown error occurred. Please try again.',
    workTicketSubmit: 'An error occurred. Please try again.',
    nestLegacy: 'Something went wrong - please try again later',
    nestProvisioning: 'Provisioning failed. Try again.',
    streamSetup: 'Unable to set up stream, hub_serial or gatewayId are invalid.',
    streamClosed: 'Connection to AWS was unexpectedly closed.',
    network: 'The server could not be reached. Check the connection and try again.',
    malformed: 'The server sent an answer the app could not read. Please try again or contact support.',
  },
  nav: {
    menu: 'Open menu',
    signOut: 'Sign out',
    switchCommunity: 'Switch community',
    back: 'Back',
    retry: 'Retry',
    loading: 'Loading…',
  },
  communities: {
    title: 'Select Community',
    search: 'Search communities',
    noMatch: 'No communities match',
    loadFailed: 'The communities could not be loaded.',
  },
  units: {
    search: 'Search units',
    none: 'No units',
    noMatch: 'No units match',
    vacant: 'Vacant',
    communityInfo: 'Community Info',
  },
} as const;
