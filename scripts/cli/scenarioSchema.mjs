#!/usr/bin/env node
// @ts-check
/**
 * npm run scenario:schema
 *
 * Writes scenarios/schema/scenarioSchema.json, the JSON Schema of scenario files, from the zod
 * schema (simulator/scenario/jsonSchema.ts). Run it after changing the scenario schema; a test
 * fails while the committed file is out of date.
 */
import { writeFileSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { readOptions } from '../lib/cliOptions.mjs';
import { scriptVite } from '../lib/scriptVite.mjs';

readOptions({ options: {} });

const vite = await scriptVite('simulator');
try {
  const { scenarioJsonSchemaText, SCENARIO_JSON_SCHEMA_PATH } = await vite.ssrLoadModule('/simulator/scenario/jsonSchema.ts');
  mkdirSync(dirname(SCENARIO_JSON_SCHEMA_PATH), { recursive: true });
  writeFileSync(SCENARIO_JSON_SCHEMA_PATH, scenarioJsonSchemaText());
  console.log(`Wrote ${SCENARIO_JSON_SCHEMA_PATH}`);
} finally {
  await vite.close();
}
