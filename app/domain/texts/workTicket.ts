/** The Submit Install dialog (spec 01 §2, §5; 02 §2, §5). */
import { incompleteReasons } from '../../api/schemas';

export const finish = {
  title: 'Submit Install',
  status: 'Install status',
  complete: 'Complete',
  incomplete: 'Incomplete',
  reason: 'Incomplete reason',
  /** The provider's own values (spec 01 §9), shown as written. */
  reasons: incompleteReasons,
  privacyLockInstalled: 'Privacy lock installed',
  addOnSwitchesInstalled: 'Add-on switches installed',
  addOnSwitchesQty: 'Add-on switches quantity',
  transformerInstalled: 'Transformer installed',
  hubLocation: 'Hub Location',
  closingNotes: 'Closing Notes',
  submit: 'Submit',
  submitting: 'Submitting…',
  cancel: 'Cancel',
  ticketLoadFailed: 'The work ticket could not be loaded, so this unit cannot be finished yet.',
  unreadableTitle: 'Work ticket not loaded',
  unreadableLater: 'Try again, or leave and finish this unit later.',
  tryAgain: 'Try again',
  leaveAnyway: 'Leave anyway',
  alerts: {
    status: 'Please select Complete or Incomplete',
    reason: 'Please select an Incomplete reason',
    addOnQtyMissing: 'Please enter the quantity of add-on switches installed',
    addOnQtyWhole: 'The add-on switches quantity must be a whole number',
    addOnQtyPositive: 'The add-on switches quantity must be greater than 0',
    closingNotes: 'Please fill in the Closing Notes',
  },
} as const;
