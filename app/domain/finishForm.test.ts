import { describe, expect, it } from 'vitest';
import type { DeviceToInstall } from '../api/schemas';
import { alertStillShown, asksTransformer, effectiveForm, finishAlert, finishVariant, initialFinishForm, needsTransformer, type FinishForm } from './finishForm';
import { texts } from './texts';

const alerts = texts.finish.alerts;
const valid: FinishForm = { ...initialFinishForm('Hall closet'), installStatusRadio: 'complete', closingNotesText: 'Done.' };
const form = (over: Partial<FinishForm>): FinishForm => ({ ...valid, ...over });

describe('finishAlert: the first broken rule, in the spec order', () => {
  it.each<[string, Partial<FinishForm>, string | null]>([
    ['nothing filled in', { installStatusRadio: null, closingNotesText: '' }, alerts.status],
    ['no status, even with everything else wrong', { installStatusRadio: null, addOnSwitchesInstalled: true, closingNotesText: '' }, alerts.status],
    ['incomplete without a reason', { installStatusRadio: 'incomplete', addOnSwitchesInstalled: true, closingNotesText: '' }, alerts.reason],
    ['add-on switches without a quantity', { addOnSwitchesInstalled: true, addOnSwitchesQty: '  ', closingNotesText: '' }, alerts.addOnQtyMissing],
    ['a decimal quantity', { addOnSwitchesInstalled: true, addOnSwitchesQty: '1.5', closingNotesText: '' }, alerts.addOnQtyWhole],
    ['a word as quantity', { addOnSwitchesInstalled: true, addOnSwitchesQty: 'two' }, alerts.addOnQtyWhole],
    ['a zero quantity', { addOnSwitchesInstalled: true, addOnSwitchesQty: '0', closingNotesText: '' }, alerts.addOnQtyPositive],
    ['a negative quantity', { addOnSwitchesInstalled: true, addOnSwitchesQty: '-2' }, alerts.addOnQtyPositive],
    ['blank closing notes', { addOnSwitchesInstalled: true, addOnSwitchesQty: '2', closingNotesText: ' \n ' }, alerts.closingNotes],
    ['a quantity typed but the box unticked', { addOnSwitchesQty: 'x' }, null],
    ['complete with notes', {}, null],
    ['incomplete with a reason and notes', { installStatusRadio: 'incomplete', incompleteReason: 'Other' }, null],
  ])('%s', (_case, over, expected) => {
    expect(finishAlert(form(over))).toBe(expected);
  });
});

describe('alertStillShown: the alert Submit showed stays while its rule is broken', () => {
  it.each<[string, string | null, Partial<FinishForm>, string | null]>([
    ['nothing shown', null, { installStatusRadio: null }, null],
    ['the status is still missing', alerts.status, { installStatusRadio: null, closingNotesText: 'x' }, alerts.status],
    ['a status chosen', alerts.status, { installStatusRadio: 'incomplete', closingNotesText: '' }, null],
    ['a reason chosen, notes still blank: the next alert waits for Submit', alerts.reason, { installStatusRadio: 'incomplete', incompleteReason: 'Other', closingNotesText: '' }, null],
    ['the reason still missing while other fields change', alerts.reason, { installStatusRadio: 'incomplete', closingNotesText: 'Typed meanwhile' }, alerts.reason],
    ['switching to Complete drops the reason alert', alerts.reason, { installStatusRadio: 'complete' }, null],
    ['a quantity still not whole', alerts.addOnQtyWhole, { addOnSwitchesInstalled: true, addOnSwitchesQty: '2.5' }, alerts.addOnQtyWhole],
    ['a whole quantity typed', alerts.addOnQtyWhole, { addOnSwitchesInstalled: true, addOnSwitchesQty: '2' }, null],
    ['the quantity box unticked', alerts.addOnQtyMissing, { addOnSwitchesInstalled: false, addOnSwitchesQty: '' }, null],
    ['notes typed', alerts.closingNotes, {}, null],
  ])('%s', (_case, shown, over, expected) => {
    expect(alertStillShown(shown, form(over))).toBe(expected);
  });
});

describe('finishVariant', () => {
  it.each([
    [{ gatewayId: 'gw', hub_serial: 'HB' }, false, 'full'],
    [{ gatewayId: 'gw', hub_serial: 'HB' }, true, 'incompleteOnly'],
    [{ gatewayId: 'gw', hub_serial: null }, false, 'incompleteOnly'],
    [{ gatewayId: null, hub_serial: null }, false, 'forcedIncomplete'],
    [{ gatewayId: null, hub_serial: null }, true, 'incompleteOnly'],
  ] as const)('%j, incomplete-only asked %j: %s', (unit, incompleteOnly, expected) => {
    expect(finishVariant(unit, incompleteOnly)).toBe(expected);
  });
});

describe('effectiveForm', () => {
  const ticked = form({ installStatusRadio: 'complete', privacyLockInstalled: true, addOnSwitchesInstalled: true, addOnSwitchesQty: '2', transformerInstalled: true });

  it('keeps the full form as it is when the transformer is asked', () => {
    expect(effectiveForm(ticked, 'full', true)).toEqual(ticked);
  });

  it('drops a transformer answer the dialog did not ask for', () => {
    expect(effectiveForm(ticked, 'full', false).transformerInstalled).toBe(false);
  });

  it('forces Incomplete and keeps the options without a gateway', () => {
    expect(effectiveForm(ticked, 'forcedIncomplete', true)).toEqual({ ...ticked, installStatusRadio: 'incomplete' });
  });

  it('forces Incomplete and clears the hidden options in the incomplete-only flow', () => {
    expect(effectiveForm(ticked, 'incompleteOnly', true)).toEqual({
      ...ticked,
      installStatusRadio: 'incomplete',
      privacyLockInstalled: false,
      addOnSwitchesInstalled: false,
      addOnSwitchesQty: '',
      transformerInstalled: false,
    });
  });
});

describe('the transformer question', () => {
  const item = (over: Partial<DeviceToInstall>): DeviceToInstall => ({ id: 'x', model: 'Model', quantity: 1, deviceType: 'lock', ...over });

  it.each<[string, DeviceToInstall[], boolean, boolean]>([
    ['a Ring doorbell set up', [item({ deviceType: 'doorbell' })], true, true],
    ['a doorbell on the ticket, no Ring set up (or removed)', [item({ deviceType: 'doorbell' })], false, false],
    ['a Ring set up without a doorbell line', [item({})], true, true],
    ['a transformer field', [item({ wtField: 'Transformer_Qty__c' })], false, true],
    ['a transformer model', [item({ model: 'Doorbell Transformer 16V' })], false, true],
    ['neither', [item({}), item({ deviceType: 'outlet' })], false, false],
    ['nothing', [], false, false],
  ])('%s: needed %j', (_case, items, ringSetUp, expected) => {
    expect(needsTransformer(items, ringSetUp)).toBe(expected);
  });

  it('is not asked in the incomplete-only flow', () => {
    expect(asksTransformer('incompleteOnly', [], true)).toBe(false);
    expect(asksTransformer('forcedIncomplete', [], true)).toBe(true);
  });
});
