// @ts-check
// Size of what a phone downloads: builds for production and the demo (simulator) build in memory
// and prints the raw and gzip size of every JavaScript and CSS file, what the sign-in page loads
// before it can render, and the simulator chunks with what is in them, each against the figures
// recorded in scripts/bench/bundleBaseline.json: what grew is named, by chunk and by package.
// Goals: /login ≤ 100 KB gzip in production (issue 17); the simulator's JS at the demo's start
// ≤ 130 KB gzip, what it loads on demand apart (issue 35, decision 0376).
// `node scripts/bench/benchBundle.mjs --record "why"` writes this build's figures as the new baseline.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { readOptions } from '../lib/cliOptions.mjs';
import {
  awaitedBeforeSignIn,
  chunksBeforeRender,
  chunksOf,
  composition,
  gzipSize,
  kb,
  simulatorParts,
  totalGzip,
  weighUp,
  weightChanges,
} from './bundleFacts.mjs';

const root = process.cwd();
const BASELINE_FILE = new URL('./bundleBaseline.json', import.meta.url);
/** Error reporting on, as a deployment has it: the issue's "demo minus production" compares with this. */
const REPORTING_DSN = 'https://k@sentry.example.invalid/1';

/** @typedef {import('vite').Rolldown.OutputChunk} Chunk */
/** @typedef {import('./bundleFacts.mjs').WeighUp} WeighUp */

/**
 * @param {'production' | 'simulator'} mode
 * @param {Record<string, string>} settings
 */
async function buildChunks(mode, settings = {}) {
  const before = Object.fromEntries(Object.keys(settings).map((key) => [key, process.env[key]]));
  const outDir = mkdtempSync(path.join(tmpdir(), `bench-bundle-${mode}-`));
  Object.assign(process.env, settings);
  try {
    // Written to a scratch directory, not kept in memory (`write: false`): the production build's
    // app-shell worker (decision 0450) precaches the files written, and with none Workbox stops the build.
    const output = await build({ configFile: 'vite.config.ts', mode, logLevel: 'silent', build: { outDir, emptyOutDir: true } });
    return chunksOf(output);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
    for (const [key, value] of Object.entries(before)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
}

/** @param {string} title @param {Chunk[]} chunks */
function printFiles(title, chunks) {
  console.log(`\n${title}`);
  for (const chunk of [...chunks].sort((a, b) => a.fileName.localeCompare(b.fileName))) {
    console.log(`  ${chunk.fileName.padEnd(44)} ${kb(Buffer.byteLength(chunk.code)).padStart(10)} raw ${kb(gzipSize(chunk.code)).padStart(9)} gzip`);
  }
  console.log(`  ${'all JS'.padEnd(44)} ${''.padStart(14)} ${kb(totalGzip(chunks)).padStart(9)} gzip`);
}

/** @param {Chunk[]} chunks */
function printComposition(chunks, indent = '    ') {
  for (const part of composition(chunks, root).slice(0, 14)) console.log(`${indent}${part.origin.padEnd(30)} ${kb(part.gzip).padStart(9)}`);
}

const signed = (/** @type {number} */ bytes) => `${bytes >= 0 ? '+' : '−'}${kb(Math.abs(bytes))}`;

/** What changed against the baseline's figures, largest growth first. */
/** @param {WeighUp | undefined} before @param {WeighUp} after */
function printChanges(before, after, indent = '    ') {
  if (!before) return;
  console.log(`${indent}against the baseline: ${kb(before.total)} → ${kb(after.total)} (${signed(after.total - before.total)})`);
  const changes = weightChanges(before, after);
  if (changes.length === 0) console.log(`${indent}  nothing changed by 0.1 KB or more`);
  for (const change of changes) {
    const what = change.kind === 'chunk' ? `chunk ${change.name}` : change.name;
    const how = change.before === 0 ? 'new' : change.after === 0 ? 'gone' : `${kb(change.before)} → ${kb(change.after)}`;
    console.log(`${indent}  ${signed(change.delta).padStart(9)}  ${what.padEnd(32)} ${how}`);
  }
}

const { values } = readOptions({ options: { record: { type: 'string' } }, usage: '[--record WHY]' });
const baseline = values.record === undefined ? JSON.parse(readFileSync(BASELINE_FILE, 'utf8')) : null;

const production = await buildChunks('production');
const reporting = await buildChunks('production', { VITE_SENTRY_DSN: REPORTING_DSN });
const demo = await buildChunks('simulator');
printFiles('production build', production);
printFiles('demo build (--mode simulator)', demo);
if (baseline) console.log(`\nbaseline: ${baseline.recordedFrom}`);

console.log('\nJS loaded before /login can render (gzip; goal ≤ 100 KB in production)');
/** @type {Record<string, WeighUp>} */
const login = {};
for (const [mode, chunks] of /** @type {const} */ ([['production', production], ['simulator', demo]])) {
  const first = chunksBeforeRender(chunks, awaitedBeforeSignIn[mode], root);
  login[mode] = weighUp(first, root);
  console.log(`  ${mode.padEnd(12)} ${kb(totalGzip(first)).padStart(9)}  (${first.map((chunk) => chunk.fileName).join(', ')})`);
  printComposition(first);
  printChanges(baseline?.login[mode], login[mode]);
}

const { atStart, onDemand } = simulatorParts(demo, 'simulator/browser.ts', root);
const simulatorAtStart = weighUp(atStart, root);
console.log(`\nsimulator JS the demo loads at start (gzip; goal ≤ 130 KB): ${kb(totalGzip(atStart))}`);
for (const chunk of atStart) console.log(`  ${chunk.fileName.padEnd(44)} ${kb(gzipSize(chunk.code)).padStart(9)}`);
console.log('  what it holds (estimated):');
printComposition(atStart);
printChanges(baseline?.simulatorAtStart, simulatorAtStart);
console.log(`\nsimulator JS loaded on demand (first flag request, trainer panel opened): ${kb(totalGzip(onDemand))}`);
for (const chunk of onDemand) console.log(`  ${chunk.fileName.padEnd(44)} ${kb(gzipSize(chunk.code)).padStart(9)}`);
console.log('  what it holds (estimated):');
printComposition(onDemand);
console.log(`\nall JS of the demo build minus a production build with error reporting on: ${kb(totalGzip(demo) - totalGzip(reporting))}`);

if (values.record !== undefined) {
  const why = values.record;
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  const recorded = { recordedFrom: `${commit}${why ? `: ${why}` : ''}`, login, simulatorAtStart };
  writeFileSync(BASELINE_FILE, `${JSON.stringify(recorded, null, 2)}\n`);
  console.log(`\nrecorded as the baseline in ${BASELINE_FILE.pathname}`);
}
