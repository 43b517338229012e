/** The trainer console's words (issue 39), shared by the page, its script (handed over with its choices) and the tests. */
export const consoleTexts = {
  title: 'Trainer console',
  noToken: 'Open the console with the address the classroom command printed (it ends with #token=…).',
  details: 'Details',
  hideDetails: 'Hide details',
  handUp: '✋ Hand raised',
  lowerHand: 'Lower the hand',
  offline: 'Offline',
  /** `{n}` is replaced by the script (the texts travel as JSON). */
  stuck: 'Stuck {n} min',
  errors: 'Errors {n}',
  trainerErrors: '(+{n} caused by you)',
  ended: 'The session has ended: nobody can join any more.',
  /** Rewind and fork (decision 0435). */
  checkpoint: 'Checkpoint',
  noCheckpoint: 'No checkpoint yet',
  rewind: 'Rewind',
  rewound: 'Rewound to “{label}”: the trainee\'s screen reloads.',
  rewindEveryone: 'Rewind everyone',
  /** `{n}` of `{total}` trainees had a checkpoint with that label. */
  rewoundEveryone: 'Rewound {n} of {total} trainees to their latest “{label}”.',
  /** Trainees without a checkpoint of that label (or whose rewind failed): they stay where they are. */
  notRewound: 'Left as they are: {names}.',
  fork: 'Fork to the projector',
  forked: 'Forked as {name}: open this link once on the projector:',
  forkLinkUsed: 'This fork link was used already or is more than 10 minutes old: fork again from the trainer console.',
  exportJson: 'Export JSON',
  /** A trainee's run replayed beside their world's events (debrief page). */
  debrief: 'Debrief',
  /** The hardware facts' heading in a trainee's details: what the trainee would read on the boxes. */
  onTheBox: 'On the box at the door',
  /** Starts a world from the trainee's seed: the same variant of the exercise (decision 0445). */
  reproduce: 'Reproduce',
  reproduced: 'Started',
} as const;

/** Without an objective met for this long, a trainee shows as stuck. */
export const STUCK_AFTER_MS = 5 * 60_000;
