/** The join page's words, shared by the page and the tests (kept free of imports so Playwright loads it). */
export const joinTexts = {
  title: 'Join the class',
  intro: 'You get a simulated world of your own: nothing you do reaches anyone else.',
  name: 'Your name',
  code: 'Class code',
  submit: 'Join',
  noName: 'Give your name (up to 40 characters).',
  wrongCode: 'That is not the class code: ask your trainer.',
  full: 'The class is full: ask your trainer.',
  ended: 'This class has ended: ask your trainer about the next one.',
  tooMany: 'Too many tries from this device: wait a minute, then try again.',
  signIn: 'Then sign in as installer@demo.test with the password install123.',
} as const;
