/**
 * The scenario file format as JSON Schema, generated from the zod schema (./schema.ts) so editors
 * complete and underline scenario files: each file names it with "$schema". The committed copy,
 * scenarios/schema/scenarioSchema.json, is rewritten by `npm run scenario:schema`, and a test
 * fails when it and the zod schema disagree. Checks written as code (known flags, call names in
 * faults, step parameters, references to seeded records) are only in the zod schema: run
 * `npm run scenario:check` for those (decision 0291).
 */
import { z } from 'zod';
import { scenarioSchema } from './schema';

export const SCENARIO_JSON_SCHEMA_PATH = 'scenarios/schema/scenarioSchema.json';

/** `extends` is resolved before the zod schema sees a file (./extends.ts), so the file format adds it. */
const extendsJsonSchema = {
  description: 'The scenario file(s) this one is written on top of: one name, or several to combine (docs/scenarios.md, Combining scenarios). Every file starts from "default".',
  anyOf: [{ type: 'string', minLength: 1 }, { type: 'array', items: { type: 'string', minLength: 1 }, minItems: 1 }],
};

export function scenarioJsonSchema(): Record<string, unknown> {
  // What a file may hold (input): durations as text, defaults optional.
  const { properties, required, ...schema } = z.toJSONSchema(scenarioSchema, { io: 'input', unrepresentable: 'any', target: 'draft-2020-12' });
  return {
    ...schema,
    title: 'Hub installer simulator scenario',
    description: 'A scenario file of scenarios/ (docs/scenarios.md).',
    properties: { ...properties, extends: extendsJsonSchema },
    // A file that extends others needs only its name; the rest may come from them.
    required: ['name'],
    if: { required: ['extends'] },
    else: { required },
  };
}

/** The file's text: stable key order and a final newline, so a regeneration changes nothing. */
export const scenarioJsonSchemaText = (): string => `${JSON.stringify(scenarioJsonSchema(), null, 2)}\n`;
