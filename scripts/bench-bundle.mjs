// Size of what a phone downloads: builds for production and the demo (simulator) build in memory
// and prints the raw and gzip size of every JavaScript and CSS file, what the sign-in page loads
// before it can render, and the simulator chunks with what is in them.
// Goals (issue 17): /login ≤ 100 KB gzip in production; simulator chunks ≤ 150 KB gzip.
import { build } from 'vite';
import { awaitedBeforeSignIn, chunksBeforeRender, chunksOf, composition, gzipSize, kb, simulatorChunks, totalGzip } from './bundle-facts.mjs';

const root = process.cwd();

async function buildChunks(mode) {
  const output = await build({ configFile: 'vite.config.ts', mode, logLevel: 'silent', build: { write: false } });
  return chunksOf(output);
}

function printFiles(title, chunks) {
  console.log(`\n${title}`);
  for (const chunk of [...chunks].sort((a, b) => a.fileName.localeCompare(b.fileName))) {
    console.log(`  ${chunk.fileName.padEnd(44)} ${kb(Buffer.byteLength(chunk.code)).padStart(10)} raw ${kb(gzipSize(chunk.code)).padStart(9)} gzip`);
  }
  console.log(`  ${'all JS'.padEnd(44)} ${''.padStart(14)} ${kb(totalGzip(chunks)).padStart(9)} gzip`);
}

function printComposition(chunks, indent = '    ') {
  for (const part of composition(chunks, root).slice(0, 14)) console.log(`${indent}${part.origin.padEnd(30)} ${kb(part.gzip).padStart(9)}`);
}

const production = await buildChunks('production');
const demo = await buildChunks('simulator');
printFiles('production build', production);
printFiles('demo build (--mode simulator)', demo);

console.log('\nJS loaded before /login can render (gzip; goal ≤ 100 KB in production)');
for (const [mode, chunks] of [['production', production], ['simulator', demo]]) {
  const first = chunksBeforeRender(chunks, awaitedBeforeSignIn[mode], root);
  console.log(`  ${mode.padEnd(12)} ${kb(totalGzip(first)).padStart(9)}  (${first.map((chunk) => chunk.fileName).join(', ')})`);
  printComposition(first);
}

const simulator = simulatorChunks(demo, 'simulator/browser.ts', root);
console.log(`\nsimulator chunks of the demo build (gzip; goal ≤ 150 KB): ${kb(totalGzip(simulator))}`);
for (const chunk of simulator) console.log(`  ${chunk.fileName.padEnd(44)} ${kb(gzipSize(chunk.code)).padStart(9)}`);
console.log('  what they hold (estimated):');
printComposition(simulator);
