/** A believable property: name, US address and the sales configuration installers read. */
import type { SalesforceInfo } from '../../../app/api/schemas';
import type { RecordInput } from '../../db/schemas';
import { modelsOfType, technicianNotes, usCities, type DeviceModel, type UsCity } from '../catalogues';
import { fullName, lastName } from './people';
import { phoneNumber, street, streetAddress } from './places';
import type { SeededRandom } from './random';

const NAME_SUFFIXES = [
  'Apartments', 'Commons', 'Lofts', 'Residences', 'Villas', 'Place', 'Gardens', 'Heights',
  'Flats', 'Terrace', 'Crossing', 'Station', 'Park', 'Landing', 'Square', 'Court',
];

function catalogueLabel(random: SeededRandom, type: DeviceModel['type']): string {
  const model = random.pick(modelsOfType(type));
  return `${model.model} (${model.modelNumber})`;
}

function propertyName(random: SeededRandom, city: string): string {
  const suffix = random.pick(NAME_SUFFIXES);
  return random.pick([
    () => `${lastName(random)} ${suffix}`,
    () => `${city} ${suffix}`,
    () => `The ${suffix} at ${street(random)}`,
  ])();
}

/** Property names must be unique to be told apart in the picker; a repeat becomes a later phase. */
function uniqueName(name: string, used: Set<string>): string {
  let candidate = name;
  for (let phase = 2; used.has(candidate); phase += 1) candidate = `${name} Phase ${phase}`;
  used.add(candidate);
  return candidate;
}

/** A Salesforce product id: the product prefix and 15 more characters. */
function productId(random: SeededRandom): string {
  return `01t${random.alphanumeric(15)}`;
}

function salesforceInfo(random: SeededRandom, slug: string, place: UsCity): SalesforceInfo {
  const withAddOns = random.boolean(0.3);
  return {
    defaultHubLocation: random.pick(technicianNotes.hubLocations),
    lock: catalogueLabel(random, 'lock'),
    thermostat: catalogueLabel(random, 'thermostat'),
    outlet: catalogueLabel(random, 'outlet'),
    primarySwitch: catalogueLabel(random, 'primary switch'),
    dimmerSwitch: catalogueLabel(random, 'dimmer switch'),
    voiceControl: catalogueLabel(random, 'voice control'),
    leakSensor: catalogueLabel(random, 'sensor'),
    privacyLock: withAddOns ? { name: catalogueLabel(random, 'privacy lock'), id: productId(random) } : null,
    addOnSwitch: withAddOns ? { name: catalogueLabel(random, 'add-on switch'), id: productId(random) } : null,
    lightingLayoutLink: withAddOns ? `https://docs.example.com/${slug}/lighting-layout.pdf` : null,
    installPageLink: `https://docs.example.com/${slug}/install-guide`,
    propertyManager: fullName(random),
    phoneNumber: phoneNumber(random, place),
    deadboltInstallerType: random.pick(technicianNotes.installerCompanies),
  };
}

export function fakeCommunity(random: SeededRandom, usedNames: Set<string>): RecordInput<'communities'> {
  const place = random.pick(usCities);
  const name = uniqueName(propertyName(random, place.city), usedNames);
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return {
    uid: `cmty-${random.uuid()}`,
    name,
    street: streetAddress(random),
    city: place.city,
    state: place.state,
    postal: `${place.postalPrefix}${random.digits(2)}`,
    usesPrefilledPins: random.boolean(0.7),
    salesforceInfo: salesforceInfo(random, slug, place),
    memberUids: [],
  };
}
