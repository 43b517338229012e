/** What the classroom's scripts show on a trainee's page, beside the app (decision 0387). */
export const traineeTexts = {
  paused: 'Paused by your trainer',
  hintTitle: 'From your trainer (simulator): ',
  hintOk: 'OK',
  ended: 'The class has ended: this world is closed. Ask your trainer to join again.',
  restarted: 'Your trainer started the scenario again: you are signed out. Sign in again as installer@demo.test with the password install123.',
  raiseHand: 'Raise your hand',
  handRaised: 'Hand raised: your trainer has been told',
} as const;
