/** The lock throw dialog (spec 02 §2, §4, §5, §9). */

export const lockThrow = {
  title: (lock: string) => `Lock throw: ${lock}`,
  close: 'Close',
  question: 'Lock the door and watch the bolt. Does it throw all the way, meeting nothing but air?',
  questionHelp: 'With the door open, the bolt should extend fully and retract without rubbing.',
  yes: 'Yes',
  no: 'No',
  troubleshootTitle: 'Troubleshoot the lock throw',
  troubleshootSteps: [
    'Check that the strike plate lines up with the bolt; file or move it if the bolt rubs.',
    'Check the bolt hole in the frame is deep enough for the bolt to extend fully.',
    'Tighten the hinges if the door sags.',
  ],
  fixGuidance: 'If you can fix it within five minutes, fix it and tap I Fixed It. Otherwise describe the problem and tap Report It.',
  description: 'Description',
  required: 'Required*',
  fixed: 'I Fixed It',
  report: 'Report It',
  thanksTitle: 'Thank you!',
  thanksFixed: 'The fix is recorded with the work ticket.',
  thanksReported: 'The issue is reported with the work ticket.',
  done: 'Done',
} as const;
