/** Installer preview data (the work ticket as the unit list shows it), for about 60% of units. */
import type { Faker } from '@faker-js/faker';
import { workTicketStatuses, type DeviceToInstall, type InstallerPreviewData } from '../../../app/api/schemas';
import { deviceModels, technicianNotes } from '../catalogues';
import { dateInDays } from '../time';

function devicesToInstall(faker: Faker, addressId: number): DeviceToInstall[] {
  const models = faker.helpers.arrayElements(deviceModels, { min: 1, max: 4 });
  return models.map((model, index) => ({
    id: `dti-${addressId}-${index + 1}`,
    name: null,
    model: model.model,
    modelNumber: model.modelNumber,
    quantity: faker.number.int({ min: 1, max: 2 }),
    deviceType: model.type,
    wtField: null,
    sensorReadings: model.sensorKind === 'door' ? faker.helpers.arrayElement(['D', 'S', 'W']) : null,
  }));
}

export function fakePreview(faker: Faker, addressId: number, now: number): InstallerPreviewData | null {
  if (!faker.datatype.boolean({ probability: 0.6 })) return null;
  const workType = faker.helpers.weightedArrayElement([
    { weight: 5, value: 'install' },
    { weight: 3, value: 'service' },
    { weight: 2, value: 'install;service' },
  ]);
  const pte = workType.includes('service') ? faker.datatype.boolean() : null;
  const specialHandling = faker.datatype.boolean({ probability: 0.12 });
  return {
    notes: specialHandling || faker.datatype.boolean() ? faker.helpers.arrayElement(technicianNotes.notes) : null,
    hubLocation: faker.helpers.arrayElement(technicianNotes.hubLocations),
    pteNotes: pte ? faker.helpers.arrayElement(technicianNotes.pteNotes) : null,
    pte,
    specialHandling,
    scheduledDate: dateInDays(now, faker.number.int({ min: -10, max: 14 })),
    workType,
    arrivalWindow: faker.helpers.arrayElement(technicianNotes.arrivalWindows),
    workTicketStatus: faker.helpers.arrayElement(workTicketStatuses),
    devicesToBeInstalled: workType.includes('install') ? devicesToInstall(faker, addressId) : [],
  };
}
