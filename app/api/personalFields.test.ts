import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { FILTERED, scrubSecrets } from '../lib/scrubSecrets';
import { personalFields } from './personalFields';
import * as schemas from './schemas';

/**
 * Every field of the contract that can carry personal data or a secret, where it occurs, an
 * example of what it carries and what must be left of it.
 */
const table: Array<[field: string, where: string, value: unknown, left: unknown]> = [
  ['token', 'login answer, stream token answer', 'c2f1e0a9b8d7c6e5f4a3b2c1', FILTERED],
  ['password', 'login request', 'hunter2hunter2', FILTERED],
  ['email', 'login request and answer (the installer), unit residents', 'ada.lovelace@example.com', FILTERED],
  ['firstName', 'the installer, unit residents', 'Ada', FILTERED],
  ['lastName', 'the installer, unit residents', 'Lovelace', FILTERED],
  ['phoneNumber', 'community salesforceInfo', '+1 555 0100 2233', FILTERED],
  ['propertyManager', 'community salesforceInfo', 'Grace Hopper', FILTERED],
  ['activeMasterCode', 'Yale master codes answer', '482913', FILTERED],
  ['inactiveMasterCodes', 'Yale master codes answer', ['111222', '333444'], FILTERED],
  ['initialMasterCode', 'Yale master code request', '975310', FILTERED],
  ['notes', 'unit installerPreviewData', 'Call Ada on 555 0100, key under mat', '[Typed: 35 characters]'],
  ['pteNotes', 'unit installerPreviewData', 'Door code 1234#', '[Typed: 15 characters]'],
  ['Notes__c', 'work ticket submission (closing notes)', 'Resident Bob asked for a callback', '[Typed: 33 characters]'],
  ['givenName', 'device update (the name the installer typed)', "Bob's bedroom", '[Typed: 13 characters]'],
];

/**
 * Schema fields whose names sound personal but are not, and why. A new field with such a name
 * fails the test below until it is added to personalFields or here.
 */
const notPersonal: Record<string, string> = {
  name: 'a community, product, preset or device type name; names the installer types go as givenName',
  long_name: "a device's product name",
  communityName: "a property's name",
  modelNumber: 'a product model',
  codesExpected: 'a count',
  codesSynced: 'a count',
  masterCodeExpected: 'a flag',
  masterCodeSynced: 'a flag',
  message: "the provider's answer text, shown to the installer as it is",
  reason: "a sync status's reason, a code from the provider",
  hubLocation: 'where in the unit the hub goes (a room)',
  defaultHubLocation: 'where in the unit the hub goes (a room)',
  residents: 'a list whose fields are listed one by one',
  installLocations: 'rooms',
  custom: "the provider's answer text",
  lightingLayoutLink: 'a document link',
  installPageLink: 'a document link',
  usesPrefilledPins: 'a flag',
  ethernet_ip_address: "the hub's address on the unit's network, not a person's",
  cellular_ip_address: "the hub's address on the carrier's network, not a person's",
  wifi_ip_address: "the hub's address on the unit's network, not a person's",
  addressId: "a unit's id",
};

const SOUNDS_PERSONAL = /token|pass|secret|mail|name|phone|code|pin|note|manager|resident|custom|message|reason|location|link|address|birth/i;

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  in?: z.ZodType;
  out?: z.ZodType;
  valueType?: z.ZodType;
  getter?: () => z.ZodType;
}

/** Every object key in the schema, however deep (arrays, optionals, unions, pipes). */
function fieldsOf(schema: z.ZodType, into = new Set<string>(), seen = new Set<z.ZodType>()): Set<string> {
  if (seen.has(schema)) return into;
  seen.add(schema);
  const def = (schema as unknown as { _zod: { def: Def } })._zod.def;
  if (def.shape) {
    for (const [key, child] of Object.entries(def.shape)) {
      into.add(key);
      fieldsOf(child, into, seen);
    }
  }
  const children = [def.innerType, def.element, def.in, def.out, def.valueType, def.getter?.(), ...(def.options ?? [])];
  children.forEach((child) => child && fieldsOf(child, into, seen));
  return into;
}

function contractFields(): Set<string> {
  const all = new Set<string>();
  for (const value of Object.values(schemas)) {
    if (typeof value === 'object' && value !== null && '_zod' in value) fieldsOf(value as z.ZodType, all);
  }
  return all;
}

describe('the flight recording redacts every personal field of the API contract', () => {
  it.each(table)('%s (%s)', (field, _where, value, left) => {
    const body = { outer: [{ [field]: value, kept: 'unit 1204' }] };
    expect(scrubSecrets(body, [], personalFields)).toEqual({ outer: [{ [field]: left, kept: 'unit 1204' }] });
  });

  it('the table and personalFields name the same fields', () => {
    expect(new Set(table.map(([field]) => field))).toEqual(new Set(Object.keys(personalFields)));
  });

  it('finds the fields of the schemas (the walk itself works)', () => {
    const fields = contractFields();
    for (const expected of ['email', 'firstName', 'activeMasterCode', 'pteNotes', 'phoneNumber', 'token', 'hub_serial', 'sent_percent']) expect(fields).toContain(expected);
  });

  it('every schema field whose name sounds personal is listed, as personal or with the reason it is not', () => {
    const unlisted = [...contractFields()].filter((field) => SOUNDS_PERSONAL.test(field) && !(field in personalFields) && !(field in notPersonal));
    expect(unlisted, 'add these to app/api/personalFields.ts or, with a reason, to notPersonal here').toEqual([]);
  });
});
