/** Installer preview data (the work ticket as the unit list shows it), for about 60% of units. */
import { workTicketStatuses, type DeviceToInstall, type InstallerPreviewData } from '../../../app/api/schemas';
import { deviceModels, technicianNotes } from '../catalogues';
import { dateInDays } from '../time';
import type { SeededRandom } from './random';

function devicesToInstall(random: SeededRandom, addressId: number): DeviceToInstall[] {
  const models = random.pickSome(deviceModels, 1, 4);
  return models.map((model, index) => ({
    id: `dti-${addressId}-${index + 1}`,
    name: null,
    model: model.model,
    modelNumber: model.modelNumber,
    quantity: random.int(1, 2),
    deviceType: model.type,
    wtField: null,
    sensorReadings: model.sensorKind === 'door' ? random.pick(['D', 'S', 'W']) : null,
  }));
}

export function fakePreview(random: SeededRandom, addressId: number, now: number): InstallerPreviewData | null {
  if (!random.boolean(0.6)) return null;
  const workType = random.weighted([
    { weight: 5, value: 'install' },
    { weight: 3, value: 'service' },
    { weight: 2, value: 'install;service' },
  ]);
  const pte = workType.includes('service') ? random.boolean() : null;
  const specialHandling = random.boolean(0.12);
  return {
    notes: specialHandling || random.boolean() ? random.pick(technicianNotes.notes) : null,
    hubLocation: random.pick(technicianNotes.hubLocations),
    pteNotes: pte ? random.pick(technicianNotes.pteNotes) : null,
    pte,
    specialHandling,
    scheduledDate: dateInDays(now, random.int(-10, 14)),
    workType,
    arrivalWindow: random.pick(technicianNotes.arrivalWindows),
    workTicketStatus: random.pick(workTicketStatuses),
    devicesToBeInstalled: workType.includes('install') ? devicesToInstall(random, addressId) : [],
  };
}
