/** Assigning and removing a hub (spec 01 §2, §4, §5). */

export const assignHub = {
  title: 'Assign Hub',
  instructions: 'Enter the serial number printed on the label under the hub.',
  labelImage: 'Hub label: the serial number is printed below the barcode, after S/N.',
  continue: 'Continue',
  incomplete: 'Incomplete',
} as const;

export const removeHub = {
  title: 'Remove hub',
  before: 'Before you remove the hub, make sure that you have:',
  physicalAccess: 'Physical access to the unit',
  replacementHub: 'A replacement hub',
  cannotUndo: 'Removing the hub cannot be undone.',
  remove: 'Remove hub',
  incomplete: 'INCOMPLETE',
  close: 'Close',
  stepUnit: 'Verify the unit',
  stepResident: 'Verify the resident',
  stepConfirm: 'Confirm removal',
  unitNameField: 'Unit name',
  residentField: "Resident's email, or 'vacant'",
  residentHint: "Type 'vacant' when nobody lives in the unit.",
  wrongUnit: 'This is the wrong unit.',
  invalidEntry: 'Invalid entry',
  continue: 'Continue',
  back: 'Back',
  copyGatewayId: 'Copy gateway ID',
  copied: 'Gateway ID copied',
  copyFailed: 'The gateway ID could not be copied. Allow the clipboard and try again.',
  copyToEnable: 'Copy the gateway ID to enable Remove.',
  confirmRemove: 'Remove',
} as const;
