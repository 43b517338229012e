/** What the classroom's scripts show on a trainee's page, beside the app (decision 0387). */
export const traineeTexts = {
  paused: 'Paused by your trainer',
} as const;
