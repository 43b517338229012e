/**
 * The names a unit row and a device row are pressed by (their accessible names: each laid-out part
 * of the row in reading order, one space between). The rows show them (features/units/UnitRow.tsx,
 * features/unit-detail/DeviceRow.tsx); a flight recording's compiler names a row recorded by its
 * place with them, from the data it replays (decision 0359).
 */
import type { InstallerPreviewData, LiveDevice, Unit } from '../api/schemas';
import { deviceRowStatus } from './deviceStatus';
import { texts } from './texts';
import { formatScheduledDate, hasHubWithoutSerial, residentsLabel, showsPte, statusLabel, workTypeLabel } from './unitRow';

/** The work ticket facts of a row with installer preview data, in reading order. */
export function previewFacts(preview: InstallerPreviewData): string[] {
  return [
    preview.scheduledDate ? texts.units.scheduled(formatScheduledDate(preview.scheduledDate)) : '',
    workTypeLabel(preview.workType),
    preview.arrivalWindow ? texts.units.arrival(preview.arrivalWindow) : '',
    showsPte(preview.workType) ? texts.units.pte(preview.pte === true) : '',
  ].filter(Boolean);
}

export function unitRowName(unit: Unit): string {
  const preview = unit.installerPreviewData;
  return [
    unit.unit,
    hasHubWithoutSerial(unit) ? texts.units.hubWithoutSerial : '',
    preview ? statusLabel(preview) : '',
    residentsLabel(unit) ?? '',
    preview ? previewFacts(preview).join(' · ') : '',
  ].filter(Boolean).join(' ');
}

export function deviceRowName(device: LiveDevice): string {
  return [device.name || device.model || device.localId, deviceRowStatus(device).text].filter(Boolean).join(' ');
}
