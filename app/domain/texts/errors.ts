/** Failure texts (spec 01 §2, §8; 02 §8): the crash page, the error view and the alerts of failed calls. */

export const errorPage = {
  title: "We're sorry — something's gone wrong.",
  reportBefore: 'Our team has been notified, but ',
  reportLink: 'click here',
  reportAfter: ' fill out a report.',
  /** The report form the link opens when error reporting is on (not quoted by the spec). */
  reportForm: {
    title: 'Fill out a report',
    nameLabel: 'Name',
    namePlaceholder: 'Your name',
    emailLabel: 'Email',
    emailPlaceholder: 'you@example.com',
    messageLabel: 'What happened?',
    messagePlaceholder: 'What were you doing when this went wrong?',
    requiredLabel: '(required)',
    submit: 'Send report',
    cancel: 'Cancel',
    sent: 'Thank you. Your report was sent.',
    emptyMessage: 'Please say what happened.',
    notSent: 'The report could not be sent. Please try again.',
  },
} as const;

export const errorView = {
  title: 'Something went wrong',
  deviceDetailsMissing: 'Device details are missing for this unit',
  /** Under the error view while the device list keeps being asked for (issue 23: one steady state, decision 0265). */
  tryingAgain: 'Trying again every few seconds.',
  contactSupport: (phone: string) => `Please contact support at ${phone}.`,
} as const;

export const errors = {
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
  storageFull: "This phone's storage is full. You can keep working, but closing this page may sign you out and lose what this phone recorded. Free up some space on the phone.",
} as const;
