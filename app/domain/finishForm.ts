/**
 * The Submit Install form (spec 01 §3, §5; 02 §5): its values, the variant a unit gets, and the
 * alert shown for the first rule the values break. Framework-free, so the order is tested alone.
 */
import type { DeviceToInstall, Unit } from '../api/schemas';
import { texts } from './texts';

export type InstallStatus = 'complete' | 'incomplete';

/** Field names as the spec gives them. */
export interface FinishForm {
  installStatusRadio: InstallStatus | null;
  /** One of texts.finish.reasons, or '' before one is chosen. */
  incompleteReason: string;
  privacyLockInstalled: boolean;
  addOnSwitchesInstalled: boolean;
  /** As typed: the rules judge the text, so '1.5' and 'two' get their own alerts. */
  addOnSwitchesQty: string;
  transformerInstalled: boolean;
  hubLocationText: string;
  closingNotesText: string;
}

/**
 * full: every option; forcedIncomplete: status fixed to Incomplete, options shown (no gateway);
 * incompleteOnly: status fixed to Incomplete and the equipment options hidden.
 */
export type FinishVariant = 'full' | 'forcedIncomplete' | 'incompleteOnly';

/**
 * Spec 01 §4: a gateway without a hub serial always gets the incomplete-only flow, whatever the
 * caller asks; no gateway forces Incomplete; callers (Assign Hub, Remove Hub) may ask for
 * incomplete-only themselves.
 */
export function finishVariant(unit: Pick<Unit, 'gatewayId' | 'hub_serial'>, incompleteOnly = false): FinishVariant {
  if (incompleteOnly || (unit.gatewayId && !unit.hub_serial)) return 'incompleteOnly';
  return unit.gatewayId ? 'full' : 'forcedIncomplete';
}

export function initialFinishForm(hubLocation: string): FinishForm {
  return {
    installStatusRadio: null,
    incompleteReason: '',
    privacyLockInstalled: false,
    addOnSwitchesInstalled: false,
    addOnSwitchesQty: '',
    transformerInstalled: false,
    hubLocationText: hubLocation,
    closingNotesText: '',
  };
}

/**
 * Spec 01 §5: the Transformer checkbox shows only when a transformer is needed. A Ring doorbell
 * set up on the hub runs on a doorbell transformer (16V-24V pro, 10V-24V wired, spec 02 §5), so
 * the question follows the Ring device, not the doorbell line of the ticket; an entry whose
 * work-ticket field or model names a transformer asks for one outright.
 */
export function needsTransformer(items: readonly DeviceToInstall[], ringSetUp: boolean): boolean {
  return ringSetUp || items.some((item) => /transformer/i.test(`${item.wtField ?? ''} ${item.model}`));
}

/** The transformer question is asked only when one is needed and the variant shows equipment. */
export function asksTransformer(variant: FinishVariant, items: readonly DeviceToInstall[], ringSetUp: boolean): boolean {
  return variant !== 'incompleteOnly' && needsTransformer(items, ringSetUp);
}

/** What the variant lets through: a forced status, and options not shown as unticked. */
export function effectiveForm(form: FinishForm, variant: FinishVariant, transformerAsked: boolean): FinishForm {
  if (variant === 'incompleteOnly') {
    return { ...form, installStatusRadio: 'incomplete', privacyLockInstalled: false, addOnSwitchesInstalled: false, addOnSwitchesQty: '', transformerInstalled: false };
  }
  return {
    ...form,
    installStatusRadio: variant === 'forcedIncomplete' ? 'incomplete' : form.installStatusRadio,
    transformerInstalled: transformerAsked && form.transformerInstalled,
  };
}

function addOnQtyAlert(qty: string): string | null {
  const text = qty.trim();
  if (text === '') return texts.finish.alerts.addOnQtyMissing;
  if (!/^[+-]?\d+$/.test(text)) return texts.finish.alerts.addOnQtyWhole;
  if (Number(text) <= 0) return texts.finish.alerts.addOnQtyPositive;
  return null;
}

/** Every rule the values break, as alerts in the spec's order (01 §5, 02 §5). */
export function finishAlerts(form: FinishForm): string[] {
  const alerts = [
    form.installStatusRadio === null ? texts.finish.alerts.status : null,
    form.installStatusRadio === 'incomplete' && !form.incompleteReason ? texts.finish.alerts.reason : null,
    form.addOnSwitchesInstalled ? addOnQtyAlert(form.addOnSwitchesQty) : null,
    form.closingNotesText.trim() === '' ? texts.finish.alerts.closingNotes : null,
  ];
  return alerts.filter((alert) => alert !== null);
}

/** The alert for the first broken rule, or null when the form may be sent. */
export function finishAlert(form: FinishForm): string | null {
  return finishAlerts(form)[0] ?? null;
}

/**
 * The alert Submit showed, while its rule is still broken: a message disappears once it no longer
 * applies (a reason chosen), and a new one waits for the next Submit.
 */
export function alertStillShown(shown: string | null, form: FinishForm): string | null {
  return shown !== null && finishAlerts(form).includes(shown) ? shown : null;
}
