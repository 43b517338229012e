// @ts-check
// What the Lighthouse benches share: Lighthouse itself (installed outside the lock file, see
// benchLighthouse.mjs), a static server as a phone meets one, one scored run, a median line.
import { execFile, spawnSync } from 'node:child_process';
import { createReadStream, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';

export const LIGHTHOUSE_VERSION = '12.8.2';

export function lighthouseBin(root = process.cwd()) {
  if (process.env.LIGHTHOUSE_BIN) return process.env.LIGHTHOUSE_BIN;
  const prefix = path.join(root, 'node_modules', '.cache', `lighthouse-${LIGHTHOUSE_VERSION}`);
  const bin = path.join(prefix, 'node_modules', '.bin', 'lighthouse');
  if (existsSync(bin)) return bin;
  console.log(`Installing lighthouse@${LIGHTHOUSE_VERSION} into ${path.relative(root, prefix)} (outside the lock file)…`);
  const install = spawnSync('npm', ['install', '--prefix', prefix, '--no-save', '--no-package-lock', '--no-audit', '--no-fund', `lighthouse@${LIGHTHOUSE_VERSION}`], {
    stdio: 'inherit',
  });
  return install.status === 0 && existsSync(bin) ? bin : null;
}

/** @type {Record<string, string>} */
const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml' };

/**
 * The `_headers` rules of a build (scripts/build/contentSecurityPolicy.ts), as [path pattern,
 * headers]; a pattern ending in `*` matches by prefix. None for a build without the file (the demo).
 * @param {string} dir
 * @returns {Array<[string, Record<string, string>]>}
 */
function headerRules(dir) {
  const file = path.join(dir, '_headers');
  if (!existsSync(file)) return [];
  /** @type {Array<[string, Record<string, string>]>} */
  const rules = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (/^\S/.test(line)) rules.push([line.trim(), {}]);
    const header = /^\s+([^:]+):\s*(.*)$/.exec(line);
    const last = rules[rules.length - 1];
    if (header && last) last[1][header[1] ?? ''] = header[2] ?? '';
  }
  return rules;
}

/**
 * A static server as a phone meets one: gzip for text, index.html for every route, and the
 * build's `_headers` (hashed assets cached for a year, issue 40); otherwise `no-cache`.
 */
/**
 * @param {string} dir
 * @param {number} port
 * @returns {Promise<import('node:http').Server>}
 */
export function serve(dir, port) {
  const rules = headerRules(dir);
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    let file = path.join(dir, decodeURIComponent(url.pathname));
    if (!file.startsWith(dir) || !existsSync(file) || statSync(file).isDirectory()) file = path.join(dir, 'index.html');
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    /** @type {Record<string, string>} */
    const headers = { 'Content-Type': type, 'Cache-Control': 'no-cache' };
    for (const [pattern, values] of rules) {
      if (pattern.endsWith('*') ? url.pathname.startsWith(pattern.slice(0, -1)) : url.pathname === pattern) Object.assign(headers, values);
    }
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

/**
 * One Lighthouse run (mobile emulation: simulated slow 4G, 4x CPU), in a child process (the server
 * answering it lives in this one). `extraArgs` e.g. attach to a running browser (`--port`).
 */
/**
 * @typedef {{ score: number, fcp: string, lcp: string, tbt: string, finalUrl: string | undefined }} LighthouseRun
 * @param {string} bin
 * @param {string} chromium
 * @param {string} url
 * @returns {Promise<LighthouseRun>}
 */
export async function score(bin, chromium, url, extraArgs = ['--chrome-flags=--headless=new --no-sandbox --disable-gpu']) {
  const { stdout } = await promisify(execFile)(bin, [url, '--only-categories=performance', '--output=json', '--quiet', ...extraArgs], {
    env: { ...process.env, CHROME_PATH: chromium },
    maxBuffer: 64 * 1024 * 1024,
    // A loaded machine needs more: BENCH_LIGHTHOUSE_TIMEOUT_MS.
    timeout: Number(process.env.BENCH_LIGHTHOUSE_TIMEOUT_MS ?? 180_000),
  });
  const report = JSON.parse(stdout);
  keepReport(stdout);
  if (report.runtimeError) throw new Error(`Lighthouse: ${report.runtimeError.code} ${report.runtimeError.message}`);
  const value = (/** @type {string} */ id) => report.audits[id]?.displayValue ?? '?';
  return {
    score: Math.round(report.categories.performance.score * 100),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    finalUrl: report.finalDisplayedUrl ?? report.finalUrl,
  };
}

let kept = 0;

/**
 * BENCH_LIGHTHOUSE_REPORT_DIR keeps each run's whole report, for what a median line cannot say: the
 * LCP element, its phases, the main thread's work.
 * @param {string} json
 */
function keepReport(json) {
  const dir = process.env.BENCH_LIGHTHOUSE_REPORT_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  kept += 1;
  writeFileSync(path.join(dir, `run-${String(kept).padStart(2, '0')}.json`), json);
}

/** '  name   median  (min–max; runs: …)' */
/**
 * @param {string} name
 * @param {LighthouseRun[]} runs
 */
export function medianLine(name, runs) {
  const scores = runs.map((run) => run.score).sort((a, b) => a - b);
  const median = scores[Math.floor(scores.length / 2)];
  return `  ${name.padEnd(12)} ${String(median).padStart(3)}  (${scores[0]}–${scores[scores.length - 1]}; runs: ${runs.map((run) => `${run.score} FCP ${run.fcp} LCP ${run.lcp} TBT ${run.tbt}`).join(' | ')})`;
}
