import { describe, expect, it } from 'vitest';
import type { DeviceToInstall, SalesforceInfo } from '../api/schemas';
import { initialFinishForm, type FinishForm } from './finishForm';
import type { LockWork } from './lockWork';
import { buildSubmission, type SubmissionInput } from './workTicketPayload';

const item = (id: string, deviceType: DeviceToInstall['deviceType'], quantity: number): DeviceToInstall => ({ id, model: id, quantity, deviceType });
const devicesToInstall = [
  item('dti-lock', 'lock', 1),
  item('dti-thermostat', 'thermostat', 1),
  item('dti-switch', 'primary switch', 2),
  item('dti-switch-2', 'primary switch', 1),
  item('dti-outlet', 'outlet', 1),
  item('dti-voice', 'voice control', 1),
  item('dti-sensor', 'sensor', 3),
  item('dti-dimmer', 'dimmer switch', 1),
];
const salesforceInfo: SalesforceInfo = { privacyLock: { name: 'Privacy', id: 'PRV-1' }, addOnSwitch: { name: 'Add-on', id: 'ADD-1' } };
const noLocks: LockWork = { batteriesReplaced: false, pinsSynced: false, masterCodeSynced: false, lockThrowStatus: null, lockThrowDetails: null };
const complete: FinishForm = { ...initialFinishForm(' Hall closet '), installStatusRadio: 'complete', closingNotesText: ' All paired. ' };

const input = (over: Partial<SubmissionInput> = {}): SubmissionInput => ({
  form: complete,
  workType: 'install',
  devicesToInstall,
  salesforceInfo,
  locks: noLocks,
  transformerAsked: false,
  ...over,
});

const perType = {
  Lock_Id__c: 'dti-lock',
  Lock_Qty__c: 1,
  Thermostat_Id__c: 'dti-thermostat',
  Thermostat_Qty__c: 1,
  Primary_Switch_Id__c: 'dti-switch',
  Primary_Switch_Qty__c: 3,
  Outlet_Id__c: 'dti-outlet',
  Outlet_Qty__c: 1,
  Voice_Control_Id__c: 'dti-voice',
  Voice_Control_Qty__c: 1,
};

describe('buildSubmission', () => {
  it('a complete install: every ticket field, the hub location and the per-type lines', () => {
    expect(buildSubmission(input())).toEqual({
      workType: 'install',
      workTicketFields: {
        Status__c: 'Complete',
        Incomplete_reason__c: null,
        Notes__c: 'All paired.',
        Batteries_Replaced__c: false,
        Pins_Synced__c: false,
        Master_Code_Synced__c: false,
        Lock_Throw_Status__c: null,
        Lock_Throw_Details__c: null,
        Did_you_leave_devices_on_site__c: 'No',
        Did_you_take_devices_from_the_site__c: 'No',
      },
      unitFields: { Hub_Location__c: 'Hall closet', ...perType },
    });
  });

  it.each<[string, Partial<SubmissionInput>, Record<string, unknown>, Record<string, unknown>]>([
    [
      'incomplete with its reason',
      { form: { ...complete, installStatusRadio: 'incomplete', incompleteReason: 'Customer Not Ready' }, workType: 'service' },
      { Status__c: 'Incomplete', Incomplete_reason__c: 'Customer Not Ready' },
      {},
    ],
    ['a reason left over from switching back to Complete is not sent', { form: { ...complete, incompleteReason: 'Other' } }, { Incomplete_reason__c: null }, {}],
    ['privacy lock installed: quantity 1 and the community id', { form: { ...complete, privacyLockInstalled: true } }, {}, { Privacy_Lock_Qty__c: 1, Privacy_Lock_Id__c: 'PRV-1' }],
    [
      'add-on switches installed: the typed quantity and the sku',
      { form: { ...complete, addOnSwitchesInstalled: true, addOnSwitchesQty: ' 3 ' } },
      {},
      { Add_On_Switch_Qty__c: 3, Add_On_Switch_Sku__c: 'ADD-1' },
    ],
    ['a community without the ids sends null ids', { form: { ...complete, privacyLockInstalled: true, addOnSwitchesInstalled: true, addOnSwitchesQty: '1' }, salesforceInfo: null }, {}, { Privacy_Lock_Id__c: null, Add_On_Switch_Sku__c: null }],
    ['transformer asked and installed', { transformerAsked: true, form: { ...complete, transformerInstalled: true } }, {}, { Transformer_Qty__c: 1 }],
    ['transformer asked and not installed', { transformerAsked: true }, {}, { Transformer_Qty__c: 0 }],
    [
      'lock states come from the lock work',
      { locks: { batteriesReplaced: true, pinsSynced: true, masterCodeSynced: false, lockThrowStatus: 'Reported', lockThrowDetails: 'Front Door: frame warped' } },
      { Batteries_Replaced__c: true, Pins_Synced__c: true, Master_Code_Synced__c: false, Lock_Throw_Status__c: 'Reported', Lock_Throw_Details__c: 'Front Door: frame warped' },
      {},
    ],
  ])('%s', (_case, over, ticketFields, unitFields) => {
    const submission = buildSubmission(input(over));
    expect(submission.workTicketFields).toMatchObject(ticketFields);
    expect(submission.unitFields).toMatchObject(unitFields);
  });

  it('sends nothing about equipment that was not installed or not asked', () => {
    const { unitFields } = buildSubmission(input({ devicesToInstall: [] }));
    expect(unitFields).toEqual({ Hub_Location__c: 'Hall closet' });
  });
});
