#!/usr/bin/env node
// @ts-check
/**
 * npm run contract:export
 *
 * Writes the contract documents (docs/contract/openapi.json and asyncapi.json) from the call table
 * and its schemas (scripts/lib/contract/documents.ts, decision 0296). The TypeScript is loaded through
 * Vite's SSR loader, with the production build's settings (.env).
 */
import { writeFileSync } from 'node:fs';
import { readOptions } from '../lib/cliOptions.mjs';
import { scriptVite } from '../lib/scriptVite.mjs';

readOptions({ options: {} });

const vite = await scriptVite('production');
try {
  const { contractFiles, contractText } = await vite.ssrLoadModule('/scripts/lib/contract/files.ts');
  for (const [file, document] of Object.entries(contractFiles)) {
    writeFileSync(file, contractText(document()));
    console.log(`wrote ${file}`);
  }
} finally {
  await vite.close();
}
