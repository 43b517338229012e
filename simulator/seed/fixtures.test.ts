import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { regions } from '../../app/api/schemas';
import { demoUsersJson, deviceModelsJson, mapleCourtJson, presetLocationsJson, technicianNotesJson, usCitiesJson, usNamesJson } from '../../fixtures';
import { citySchema, demoUserSchema, deviceModelSchema, presetLocationsSchema, stateSchema, technicianNotesSchema, usNamesSchema } from './catalogueSchemas';
import { communityFixtureSchema } from './handwritten/fixtureSchema';

// The page reads these files unchecked: each must pass its schema, and pass it unchanged (no
// default filled in, nothing transformed), or the page would read something else than the schema says.
describe.each([
  ['device-models.json', z.array(deviceModelSchema), deviceModelsJson],
  ['preset-locations.json', presetLocationsSchema, presetLocationsJson],
  ['technician-notes.json', technicianNotesSchema, technicianNotesJson],
  ['us-cities.json', z.array(citySchema).min(1), usCitiesJson],
  ['us-names.json', usNamesSchema, usNamesJson],
  ['demo-users.json', z.array(demoUserSchema), demoUsersJson],
  ['maple-court.json', communityFixtureSchema, mapleCourtJson],
  ['the regions of app/api/schemas', z.array(stateSchema), regions],
] as const)('%s', (_name, schema: z.ZodType, json: unknown) => {
  it('passes its schema unchanged', () => {
    expect(schema.parse(json)).toEqual(json);
  });
});

describe('the fixture checks', () => {
  it('refuse a file with a typo', () => {
    const [first, ...rest] = deviceModelsJson;
    expect(z.array(deviceModelSchema).safeParse([{ ...first, zwave: 'yes' }, ...rest]).success).toBe(false);
    expect(citySchema.safeParse({ city: 'Austin', state: 'Texsa', postalPrefix: '787', areaCode: '512' }).success).toBe(false);
    expect(usNamesSchema.safeParse({ ...usNamesJson, lastNames: ['smith', ...usNamesJson.lastNames] }).success).toBe(false);
    expect(communityFixtureSchema.safeParse({ ...mapleCourtJson, units: [{ ...mapleCourtJson.units[0], devices: 'none' }] }).success).toBe(false);
  });
});
