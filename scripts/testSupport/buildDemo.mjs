// @ts-check
// The demo build the demo configuration serves (playwright.config.ts), made once: beside the
// build, what Rolldown said of its chunks (their modules and imports), which
// tests/e2e/productionBuild.spec.ts reads instead of making the same build a second time
// (issue 36, decision 0515). Usage: node scripts/testSupport/buildDemo.mjs OUT_DIR
import { writeFileSync } from 'node:fs';
import { build } from 'vite';
import { chunksOf } from '../bench/bundleFacts.mjs';
import { chunkFactsFile } from './demoBuildFacts.mjs';

const outDir = process.argv[2];
if (!outDir) {
  console.error('usage: node scripts/testSupport/buildDemo.mjs OUT_DIR');
  process.exit(2);
}

const output = await build({ configFile: 'vite.config.ts', mode: 'simulator', logLevel: 'warn', build: { outDir, emptyOutDir: true } });
// The code is the build's files; only what the files do not say is kept (outside the build, so
// the checks that read every file of it do not read module paths as shipped code).
const facts = chunksOf(output).map(({ fileName, name, isEntry, imports, dynamicImports, moduleIds }) => ({ fileName, name, isEntry, imports, dynamicImports, moduleIds }));
writeFileSync(chunkFactsFile(outDir), JSON.stringify(facts));
