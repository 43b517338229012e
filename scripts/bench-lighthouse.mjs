// `npm run bench` (Lighthouse part): the performance score of /login, production and demo builds,
// with Lighthouse's mobile emulation (simulated slow 4G, 4x CPU slowdown), median/min/max of
// several runs. Printed, never asserted.
//
// Lighthouse is not in package.json: 13.x needs Node 22 and 12.x adds about 200 packages to the
// lock file that CI's `npm ci` would have to install for a figure no test reads. The script
// installs lighthouse@12.8.2 (the last line that runs on Node 20) once into
// node_modules/.cache/, outside the lock file, or uses $LIGHTHOUSE_BIN. Where neither works
// (no registry) it says so and stops without failing the bench.
import { execFile, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { findChromium } from './browser.mjs';

const LIGHTHOUSE_VERSION = '12.8.2';
const ROOT = process.cwd();
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const PORT = Number(process.env.BENCH_LIGHTHOUSE_PORT ?? 4490);
const OUT_DIR = process.env.BENCH_OUT_DIR ?? 'dist-bench';
/** To score builds made elsewhere (an older commit's): BENCH_LIGHTHOUSE_BUILT='production=DIR,simulator=DIR'. */
const BUILT = Object.fromEntries((process.env.BENCH_LIGHTHOUSE_BUILT ?? '').split(',').filter(Boolean).map((pair) => pair.split('=')));

function lighthouseBin() {
  if (process.env.LIGHTHOUSE_BIN) return process.env.LIGHTHOUSE_BIN;
  const prefix = path.join(ROOT, 'node_modules', '.cache', `lighthouse-${LIGHTHOUSE_VERSION}`);
  const bin = path.join(prefix, 'node_modules', '.bin', 'lighthouse');
  if (existsSync(bin)) return bin;
  console.log(`Installing lighthouse@${LIGHTHOUSE_VERSION} into ${path.relative(ROOT, prefix)} (outside the lock file)…`);
  const install = spawnSync('npm', ['install', '--prefix', prefix, '--no-save', '--no-package-lock', '--no-audit', '--no-fund', `lighthouse@${LIGHTHOUSE_VERSION}`], {
    stdio: 'inherit',
  });
  return install.status === 0 && existsSync(bin) ? bin : null;
}

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml' };

/** A static server as a phone meets one: gzip for text, index.html for every route. */
function serve(dir, port) {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    let file = path.join(dir, decodeURIComponent(url.pathname));
    if (!file.startsWith(dir) || !existsSync(file) || statSync(file).isDirectory()) file = path.join(dir, 'index.html');
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    const headers = { 'Content-Type': type, 'Cache-Control': 'no-cache' };
    if (type.startsWith('text/') && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
      response.writeHead(200, { ...headers, 'Content-Encoding': 'gzip' });
      response.end(gzipSync(readFileSync(file)));
      return;
    }
    response.writeHead(200, headers);
    createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => server.listen(port, () => resolve(server)));
}

/** One Lighthouse run, in a child process (the server answering it lives in this one). */
async function score(bin, chromium, url) {
  const { stdout } = await promisify(execFile)(
    bin,
    [url, '--only-categories=performance', '--output=json', '--quiet', '--chrome-flags=--headless=new --no-sandbox --disable-gpu'],
    { env: { ...process.env, CHROME_PATH: chromium }, maxBuffer: 64 * 1024 * 1024, timeout: 180_000 },
  );
  const report = JSON.parse(stdout);
  const value = (id) => report.audits[id]?.displayValue ?? '?';
  return { score: Math.round(report.categories.performance.score * 100), fcp: value('first-contentful-paint'), lcp: value('largest-contentful-paint'), tbt: value('total-blocking-time') };
}

const bin = lighthouseBin();
const chromium = findChromium();
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
    const scores = runs.map((run) => run.score).sort((a, b) => a - b);
    const median = scores[Math.floor(scores.length / 2)];
    const name = mode === 'production' ? 'production' : 'demo build';
    console.log(`  ${name.padEnd(12)} ${String(median).padStart(3)}  (${scores[0]}–${scores[scores.length - 1]}; runs: ${runs.map((run) => `${run.score} FCP ${run.fcp} LCP ${run.lcp} TBT ${run.tbt}`).join(' | ')})`);
  } finally {
    server.close();
  }
}
