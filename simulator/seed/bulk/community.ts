/** A believable property: name, US address and the sales configuration installers read. */
import type { Faker } from '@faker-js/faker';
import type { SalesforceInfo } from '../../../app/api/schemas';
import type { RecordInput } from '../../db/schemas';
import { modelsOfType, technicianNotes, usCities, type DeviceModel } from '../catalogues';

const NAME_SUFFIXES = [
  'Apartments', 'Commons', 'Lofts', 'Residences', 'Villas', 'Place', 'Gardens', 'Heights',
  'Flats', 'Terrace', 'Crossing', 'Station', 'Park', 'Landing', 'Square', 'Court',
];

function catalogueLabel(faker: Faker, type: DeviceModel['type']): string {
  const model = faker.helpers.arrayElement(modelsOfType(type));
  return `${model.model} (${model.modelNumber})`;
}

function propertyName(faker: Faker, city: string): string {
  const suffix = faker.helpers.arrayElement(NAME_SUFFIXES);
  return faker.helpers.arrayElement([
    () => `${faker.person.lastName()} ${suffix}`,
    () => `${city} ${suffix}`,
    () => `The ${suffix} at ${faker.location.street()}`,
  ])();
}

/** Property names must be unique to be told apart in the picker; a repeat becomes a later phase. */
function uniqueName(name: string, used: Set<string>): string {
  let candidate = name;
  for (let phase = 2; used.has(candidate); phase += 1) candidate = `${name} Phase ${phase}`;
  used.add(candidate);
  return candidate;
}

function salesforceInfo(faker: Faker, slug: string): SalesforceInfo {
  const withAddOns = faker.datatype.boolean({ probability: 0.3 });
  return {
    defaultHubLocation: faker.helpers.arrayElement(technicianNotes.hubLocations),
    lock: catalogueLabel(faker, 'lock'),
    thermostat: catalogueLabel(faker, 'thermostat'),
    outlet: catalogueLabel(faker, 'outlet'),
    primarySwitch: catalogueLabel(faker, 'primary switch'),
    dimmerSwitch: catalogueLabel(faker, 'dimmer switch'),
    voiceControl: catalogueLabel(faker, 'voice control'),
    leakSensor: catalogueLabel(faker, 'sensor'),
    privacyLock: withAddOns ? { name: catalogueLabel(faker, 'privacy lock'), id: `01t${faker.string.alphanumeric({ length: 15, casing: 'upper' })}` } : null,
    addOnSwitch: withAddOns ? { name: catalogueLabel(faker, 'add-on switch'), id: `01t${faker.string.alphanumeric({ length: 15, casing: 'upper' })}` } : null,
    lightingLayoutLink: withAddOns ? `https://docs.example.com/${slug}/lighting-layout.pdf` : null,
    installPageLink: `https://docs.example.com/${slug}/install-guide`,
    propertyManager: faker.person.fullName(),
    phoneNumber: faker.phone.number({ style: 'national' }),
    deadboltInstallerType: faker.helpers.arrayElement(technicianNotes.installerCompanies),
  };
}

export function fakeCommunity(faker: Faker, usedNames: Set<string>): RecordInput<'communities'> {
  const place = faker.helpers.arrayElement(usCities);
  const name = uniqueName(propertyName(faker, place.city), usedNames);
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return {
    uid: `cmty-${faker.string.uuid()}`,
    name,
    street: faker.location.streetAddress(),
    city: place.city,
    state: place.state,
    postal: `${place.postalPrefix}${faker.string.numeric(2)}`,
    usesPrefilledPins: faker.datatype.boolean({ probability: 0.7 }),
    salesforceInfo: salesforceInfo(faker, slug),
    memberUids: [],
  };
}
