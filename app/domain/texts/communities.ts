/** The community list (spec 01 §2). */

export const communities = {
  title: 'Select Community',
  search: 'Search communities',
  none: 'No communities',
  noMatch: 'No communities match',
  loadFailed: 'The communities could not be loaded.',
} as const;
