/** The lock tasks under a lock to install on the DEVICES tab (spec 02 §2). */

export const lockTasks = {
  tasksOf: (model: string) => `Tasks for ${model}`,
  showTasks: 'Show tasks',
  hideTasks: 'Hide tasks',
  lockNotPaired: (position: number) => `Lock ${position}: not paired yet`,
  batteriesInstalled: 'Batteries installed',
  syncDoorCodes: 'Sync door codes',
  codesSynced: 'Door codes synced',
  checkLockThrow: 'Check lock throw',
  lockThrowChecked: 'Lock throw checked',
} as const;
