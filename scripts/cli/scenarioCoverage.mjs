#!/usr/bin/env node
// @ts-check
/**
 * npm run scenario:coverage [-- --doc]
 *
 * For each failure kind of the specification (simulator/scenario/failureKinds.ts): the scenario
 * files that reproduce it (their `covers`) and the tests that start them, then the kinds nothing
 * reproduces and the files no test starts. A report: exit code 0 whatever it finds (2 when it
 * cannot run). With --doc it rewrites the catalogue's page, docs/failure-kinds.md.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { readOptions } from '../lib/cliOptions.mjs';
import { scriptVite } from '../lib/scriptVite.mjs';

const { values } = readOptions({ options: { doc: { type: 'boolean', default: false } } });

const vite = await scriptVite('simulator');
try {
  if (values.doc) {
    const { FAILURE_KINDS_DOC, failureKindsDoc } = await vite.ssrLoadModule('/scripts/lib/scenarioCoverage/failureKindsDoc.ts');
    writeFileSync(FAILURE_KINDS_DOC, failureKindsDoc(readFileSync(FAILURE_KINDS_DOC, 'utf8')));
    console.log(`Wrote ${FAILURE_KINDS_DOC}`);
  } else {
    const { computeCoverage, formatCoverage, readCoverageInput } = await vite.ssrLoadModule('/scripts/lib/scenarioCoverage/coverage.ts');
    console.log(formatCoverage(computeCoverage(readCoverageInput())));
  }
} catch (error) {
  console.error(error);
  process.exitCode = 2;
} finally {
  await vite.close();
}
