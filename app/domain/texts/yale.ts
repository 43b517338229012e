/** The Yale master-code flow (spec 02 §2 'Yale choose-device step', §4 'Yale flow', §8 'Yale variants'). */

export const yale = {
  question: 'Is this device a Yale lock?',
  questionHint: 'A Yale lock is excluded first and paired with its master code.',
  yes: 'Yes',
  no: 'No',
  steps: {
    masterCode: 'Program the master code',
    exclusion: 'Put the lock in exclusion mode',
    inclusion: 'Put the lock in inclusion mode',
    location: "Set the lock's location",
  },
  progress: 'Yale lock steps',
  stepState: (title: string, index: number, total: number, state: 'done' | 'current' | 'to do') => `Step ${index} of ${total}: ${title} (${state})`,
  fetchingCodes: 'Getting the master code for this unit…',
  masterCode: 'Master code',
  masterCodeSteps: [
    'A new lock: on its keypad, enter this master code, then press #.',
    'A lock that has a master code already: use it in the next steps. If this one does not work, try an older code below.',
    'Press Start when you are ready to exclude the lock.',
  ],
  notSaved: 'This master code could not be saved for the unit yet. This phone keeps it and saves it the next time the Yale steps open here; note it down in case.',
  notKept: (code: string) =>
    `This phone's storage is full, and the server does not have master code ${code} yet: a reload or closing this page loses it. Write the code down now.`,
  olderCodes: 'Older master codes',
  olderCodesHint: 'The lock may still hold one of these.',
  exclusionSteps: (code: string) => [`On the lock's keypad, enter the master code ${code}, then #.`, 'Press 7, then #, to open the mode menu.', 'Press 3, then #, to put the lock in exclusion mode.'],
  inclusionSteps: (code: string) => [`On the lock's keypad, enter the master code ${code}, then #.`, 'Press 7, then #, to open the mode menu.', 'Press 1, then #, to put the lock in inclusion mode.'],
  waitingForStream: 'Waiting for the connection to the hub.',
  errors: {
    notExcluded: 'The lock did not go into exclusion mode.',
    tryOlder: 'The lock may still hold an older master code. Try one of these instead, then 7 and 3, each followed by #:',
    triesLeft: (left: number) => `You can retry the exclusion ${left} more ${left === 1 ? 'time' : 'times'}.`,
    triesUsedUp: 'The lock could not be excluded after 3 tries. Reset the controller and start again: this removes all added devices.',
  },
  startInclusion: 'Start inclusion',
  startInclusionOf: (model: string) => `Start inclusion: ${model}`,
} as const;
