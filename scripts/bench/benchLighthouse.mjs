// @ts-check
// `npm run bench` (Lighthouse part): the performance score of /login, production and demo builds,
// with Lighthouse's mobile emulation (simulated slow 4G, 4x CPU slowdown), median/min/max of
// several runs. Printed, never asserted.
//
// Lighthouse is not in package.json: 13.x needs Node 22 and 12.x adds about 200 packages to the
// lock file that CI's `npm ci` would have to install for a figure no test reads. The script
// installs lighthouse@12.8.2 (the last line that runs on Node 20) once into
// node_modules/.cache/, outside the lock file, or uses $LIGHTHOUSE_BIN. Where neither works
// (no registry) it says so and stops without failing the bench.
import path from 'node:path';
import { build } from 'vite';
import { findChromium } from '../testSupport/browser.mjs';
import { readOptions } from '../lib/cliOptions.mjs';
import { lighthouseBin, LIGHTHOUSE_VERSION, medianLine, score, serve } from './lighthouse.mjs';

readOptions({ options: {} });

const ROOT = process.cwd();
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const PORT = Number(process.env.BENCH_LIGHTHOUSE_PORT ?? 4490);
const OUT_DIR = process.env.BENCH_OUT_DIR ?? 'dist-bench';
/** To score builds made elsewhere (an older commit's): BENCH_LIGHTHOUSE_BUILT='production=DIR,simulator=DIR'. */
const BUILT = Object.fromEntries((process.env.BENCH_LIGHTHOUSE_BUILT ?? '').split(',').filter(Boolean).map((pair) => pair.split('=')));

const bin = lighthouseBin();
const chromium = findChromium(process.env, { kind: 'full' });
if (!bin || !chromium) {
  console.log(`\nLighthouse: not run (${!bin ? `lighthouse@${LIGHTHOUSE_VERSION} could not be installed` : 'no Chromium found'}).`);
  process.exit(0);
}

console.log('\nLighthouse performance, /login (mobile emulation; median of runs, min–max)');
for (const [index, mode] of ['production', 'simulator'].entries()) {
  const outDir = BUILT[mode] ? path.resolve(BUILT[mode]) : path.join(ROOT, `${OUT_DIR}-lighthouse-${mode}`);
  if (!BUILT[mode]) await build({ configFile: 'vite.config.ts', mode, logLevel: 'silent', build: { outDir, emptyOutDir: true } });
  const server = await serve(outDir, PORT + index);
  try {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await score(bin, chromium, `http://localhost:${PORT + index}/login`));
    console.log(medianLine(mode === 'production' ? 'production' : 'demo build', runs));
  } finally {
    server.close();
  }
}
