// @ts-check
// `npm run test:timings`: the slowest test files of the last run of each runner, read from the
// JSON results that Vitest and Playwright write beside their console output (decision 0284).
// A file's time is the sum of its tests' times: what it costs the workers, whichever ran it.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { readOptions } from '../lib/cliOptions.mjs';

/** @typedef {{ file: string, ms: number, tests: number }} FileTime */
/**
 * @typedef {{ specs?: Array<{ tests: Array<{ results: Array<{ duration: number }> }> }>, suites?: PlaywrightSuite[], file: string }} PlaywrightSuite
 * @typedef {{ config: { rootDir: string }, suites: PlaywrightSuite[], stats: { duration: number } }} PlaywrightReport
 */

export const TIMINGS_DIR = process.env.TEST_TIMINGS_DIR ?? 'test-timings';

/** tests/support/timingsReporter.ts: one entry per file, already summed. */
export const vitestFiles = (/** @type {{ files: FileTime[] }} */ report) => report.files;

/** Playwright's JSON reporter: suites per file, nested describes, each test's results (one per try). */
/**
 * @param {PlaywrightReport} report
 * @returns {FileTime[]}
 */
export function playwrightFiles(report) {
  /** @type {Map<string, FileTime>} */
  const byFile = new Map();
  /** @type {(suite: PlaywrightSuite, file: string) => void} */
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      const entry = byFile.get(file) ?? { file, ms: 0, tests: 0 };
      for (const test of spec.tests) {
        entry.tests += 1;
        entry.ms += test.results.reduce((sum, result) => sum + result.duration, 0);
      }
      byFile.set(file, entry);
    }
    for (const child of suite.suites ?? []) walk(child, file);
  };
  const testDir = path.relative(process.cwd(), report.config.rootDir);
  for (const suite of report.suites) walk(suite, path.join(testDir, suite.file));
  return [...byFile.values()];
}

const seconds = (/** @type {number} */ ms) => `${(ms / 1000).toFixed(1)} s`.padStart(8);

/**
 * @param {string} title
 * @param {string} results
 * @param {FileTime[]} files
 * @param {number | null} wallMs
 * @param {number} top
 */
function print(title, results, files, wallMs, top) {
  const total = files.reduce((sum, file) => sum + file.ms, 0);
  const tests = files.reduce((sum, file) => sum + file.tests, 0);
  const ran = new Date(statSync(results).mtime).toISOString().replace('T', ' ').slice(0, 16);
  console.log(`\n${title} (${results}, ${ran} UTC): ${files.length} files, ${tests} tests, ${seconds(total).trim()} of test time${wallMs ? `, ${seconds(wallMs).trim()} wall clock` : ''}`);
  for (const file of [...files].sort((a, b) => b.ms - a.ms).slice(0, top)) {
    console.log(`${seconds(file.ms)}  ${String(Math.round((file.ms / total) * 100)).padStart(3)}%  ${String(file.tests).padStart(4)} tests  ${file.file}`);
  }
}

/** @type {Array<{ title: string, file: string, read: (report: any) => { files: FileTime[], wallMs: number | null } }>} */
const runners = [
  { title: 'Vitest', file: 'vitest.json', read: (report) => ({ files: vitestFiles(report), wallMs: null }) },
  { title: 'Playwright', file: 'playwright.json', read: (report) => ({ files: playwrightFiles(report), wallMs: report.stats.duration }) },
  { title: 'Playwright, production network', file: 'playwright-production.json', read: (report) => ({ files: playwrightFiles(report), wallMs: report.stats.duration }) },
];

if (import.meta.url === `file://${process.argv[1]}`) {
  const { positionals, fail } = readOptions({ options: {}, positionals: true, usage: '[TOP (default: TEST_TIMINGS_TOP or 15)]' });
  const top = Number(positionals[0] ?? process.env.TEST_TIMINGS_TOP ?? 15);
  if (positionals.length > 1 || !Number.isInteger(top) || top < 1) fail(`TOP is how many files to list, a whole number above 0, not "${positionals.join(' ')}"`);
  let found = 0;
  for (const runner of runners) {
    const results = path.join(TIMINGS_DIR, runner.file);
    if (!existsSync(results)) {
      console.log(`\n${runner.title}: no results yet (${results}); run \`npm test\` or the runner first.`);
      continue;
    }
    found += 1;
    const { files, wallMs } = runner.read(JSON.parse(readFileSync(results, 'utf8')));
    print(runner.title, results, files, wallMs, top);
  }
  if (found === 0) process.exitCode = 1;
}
