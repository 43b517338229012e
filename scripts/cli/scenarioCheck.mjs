#!/usr/bin/env node
// @ts-check
/**
 * npm run scenario:check [-- files...]
 * npm run scenario:check -- --models
 *
 * Checks scenario files as the simulator would start them and prints each problem as
 * `file:line:column field: message` (editors and CI link it). Without files: every file of
 * scenarios/. A file outside scenarios/ may extend the files there. Exit code 1 when any file has
 * a problem, 2 when a file cannot be read. --models lists the device models a timeline step may
 * name (simulator/scenario/stepModels.ts) and checks nothing.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { readOptions } from '../lib/cliOptions.mjs';
import { scriptVite } from '../lib/scriptVite.mjs';

const { values, positionals: given } = readOptions({ options: { models: { type: 'boolean' } }, positionals: true, usage: '[FILE...] | --models' });

if (values.models) {
  const vite = await scriptVite('simulator');
  try {
    const { formatStepModels } = await vite.ssrLoadModule('/simulator/scenario/stepModels.ts');
    console.log('Device models a step may name (zwave.inclusionMode / zwave.exclusionMode "device": name or number; doorCodes.* "model": the name):');
    console.log(formatStepModels());
  } finally {
    await vite.close();
  }
  process.exit(0);
}

const DIR = 'scenarios';
const read = (/** @type {string} */ path) => ({ path: relative(process.cwd(), path) || path, text: readFileSync(path, 'utf8') });
const files = new Map(readdirSync(DIR).filter((file) => file.endsWith('.json')).map((file) => [basename(file, '.json'), read(join(DIR, file))]));

/** @type {string[]} */
const only = [];
for (const path of given) {
  try {
    const name = basename(path, '.json');
    files.set(name, read(path));
    only.push(name);
  } catch (error) {
    console.error(`${path}: cannot be read (${error instanceof Error ? error.message : String(error)})`);
    process.exit(2);
  }
}
if (only.length === 0) only.push(...files.keys());

const vite = await scriptVite('simulator');
try {
  const { checkScenarioFiles, formatProblem } = await vite.ssrLoadModule('/simulator/scenario/checkFiles.ts');
  const problems = checkScenarioFiles(files, only);
  /** @type {Array<import('../../simulator/scenario/checkFiles').FileProblem>} */
  const found = problems;
  found.forEach((problem) => console.log(formatProblem(problem)));
  const bad = new Set(found.map((problem) => problem.file)).size;
  console.log(problems.length === 0 ? `${only.length} scenario file(s) checked: no problems.` : `${problems.length} problem(s) in ${bad} of ${only.length} scenario file(s).`);
  process.exitCode = problems.length === 0 ? 0 : 1;
} finally {
  await vite.close();
}
