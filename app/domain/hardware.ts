/** The hardware list of the Community Info dialog: each product the community installs, in a fixed order. */
import type { SalesforceInfo } from '../api/schemas';
import { texts } from './texts';

export interface HardwareItem {
  label: string;
  model: string;
}

const items = texts.info.hardwareItems;

export function hardwareList(info: SalesforceInfo | null | undefined): HardwareItem[] {
  if (!info) return [];
  const entries: Array<[string, string | null | undefined]> = [
    [items.lock, info.lock],
    [items.thermostat, info.thermostat],
    [items.outlet, info.outlet],
    [items.primarySwitch, info.primarySwitch],
    [items.dimmerSwitch, info.dimmerSwitch],
    [items.voiceControl, info.voiceControl],
    [items.leakSensor, info.leakSensor],
    [items.privacyLock, info.privacyLock?.name],
    [items.addOnSwitch, info.addOnSwitch?.name],
  ];
  return entries.flatMap(([label, model]) => (model?.trim() ? [{ label, model: model.trim() }] : []));
}
