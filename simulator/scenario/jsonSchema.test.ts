import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SCENARIO_JSON_SCHEMA_PATH, scenarioJsonSchema, scenarioJsonSchemaText } from './jsonSchema';
import { scenarioFiles } from '../../scenarios';

describe('the JSON Schema of scenario files', () => {
  it('is the committed one: run npm run scenario:schema after changing the zod schema', () => {
    expect(readFileSync(SCENARIO_JSON_SCHEMA_PATH, 'utf8')).toBe(scenarioJsonSchemaText());
  });

  it('knows every field of the zod schema, extends and $schema, and asks a file without extends for the whole scenario', () => {
    const schema = scenarioJsonSchema() as { properties: Record<string, unknown>; required: string[]; else: { required: string[] } };
    expect(Object.keys(schema.properties)).toEqual(expect.arrayContaining(['$schema', 'name', 'extends', 'expect', 'faults', 'timeline', 'clock']));
    expect(schema.required).toEqual(['name']);
    expect(schema.else.required).toEqual(expect.arrayContaining(['name', 'description', 'seed']));
  });

  it('is named by "$schema" in every scenario file', () => {
    [...scenarioFiles].forEach(([name, text]) => expect((JSON.parse(text) as { $schema?: string }).$schema, name).toBe('./schema/scenarioSchema.json'));
  });
});
