/**
 * The work ticket submission (spec 01 §3, 02 §3), built from the checked form and the unit's
 * real state. Unit field keys follow the provider's record style: `<Type>_Qty__c` as in the
 * devices' work-ticket fields, with `<Type>_Id__c` beside it (`Add_On_Switch_Sku__c` for the
 * add-on switch, whose id the spec calls a sku).
 */
import type { WorkTicketSubmission } from '../api/workTickets';
import type { DeviceToInstall, SalesforceInfo } from '../api/schemas';
import type { FinishForm } from './finishForm';
import type { LockWork } from './lockWork';

export interface SubmissionInput {
  /** After effectiveForm and with no alert left. */
  form: FinishForm;
  workType: string;
  devicesToInstall: readonly DeviceToInstall[];
  salesforceInfo: SalesforceInfo | null | undefined;
  locks: LockWork;
  /** Whether the dialog asked about the transformer; only then is its answer sent. */
  transformerAsked: boolean;
}

/** The device types whose id and quantity go with every submission, and their key prefixes. */
const PER_TYPE: ReadonlyArray<[DeviceToInstall['deviceType'], string]> = [
  ['lock', 'Lock'],
  ['thermostat', 'Thermostat'],
  ['primary switch', 'Primary_Switch'],
  ['outlet', 'Outlet'],
  ['voice control', 'Voice_Control'],
];

/** Spec 02 §9. */
const PRIVACY_LOCK_QTY = 1;

type Fields = WorkTicketSubmission['unitFields'];

/** Several entries of one type add up; the first entry's id names the type's line. */
function perTypeFields(items: readonly DeviceToInstall[]): Fields {
  const fields: Fields = {};
  for (const [type, prefix] of PER_TYPE) {
    const ofType = items.filter((item) => item.deviceType === type);
    if (ofType.length === 0) continue;
    fields[`${prefix}_Id__c`] = ofType[0]!.id;
    fields[`${prefix}_Qty__c`] = ofType.reduce((sum, item) => sum + item.quantity, 0);
  }
  return fields;
}

export function buildSubmission(input: SubmissionInput): WorkTicketSubmission {
  const { form, locks, salesforceInfo } = input;
  const incomplete = form.installStatusRadio === 'incomplete';
  const unitFields: Fields = { Hub_Location__c: form.hubLocationText.trim(), ...perTypeFields(input.devicesToInstall) };
  if (form.privacyLockInstalled) {
    unitFields.Privacy_Lock_Qty__c = PRIVACY_LOCK_QTY;
    unitFields.Privacy_Lock_Id__c = salesforceInfo?.privacyLock?.id ?? null;
  }
  if (form.addOnSwitchesInstalled) {
    unitFields.Add_On_Switch_Qty__c = Number(form.addOnSwitchesQty.trim());
    unitFields.Add_On_Switch_Sku__c = salesforceInfo?.addOnSwitch?.id ?? null;
  }
  if (input.transformerAsked) unitFields.Transformer_Qty__c = form.transformerInstalled ? 1 : 0;
  return {
    workType: input.workType,
    workTicketFields: {
      Status__c: incomplete ? 'Incomplete' : 'Complete',
      Incomplete_reason__c: incomplete ? form.incompleteReason : null,
      Notes__c: form.closingNotesText.trim(),
      Batteries_Replaced__c: locks.batteriesReplaced,
      Pins_Synced__c: locks.pinsSynced,
      Master_Code_Synced__c: locks.masterCodeSynced,
      Lock_Throw_Status__c: locks.lockThrowStatus,
      Lock_Throw_Details__c: locks.lockThrowDetails,
      Did_you_leave_devices_on_site__c: 'No',
      Did_you_take_devices_from_the_site__c: 'No',
    },
    unitFields,
  };
}
