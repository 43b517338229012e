/**
 * The words of the trainer panel's bar, which shows from the start: apart from the rest
 * (texts.ts), which loads with the panel's controls when it first opens (issue 35).
 */
export const panelBarTexts = {
  badge: 'Simulator',
  toggle: 'Trainer',
  region: 'Simulator trainer panel',
  loading: 'Loading the trainer\'s controls…',
};
