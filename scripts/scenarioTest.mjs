#!/usr/bin/env node
/**
 * npm run scenario:test -- NAME|FILE
 *
 * Plays one scenario's `expect` section in Chromium (the demo build, tests/e2e/scenarioExpect.spec.ts)
 * and prints, entry by entry, what was expected and what happened. NAME is a file of scenarios/
 * (in the build), FILE a path to a .json file anywhere (its `extends` from scenarios/). Exit code
 * 0 when every expectation is met. Without an argument: every scenario with an `expect` section.
 * Playwright's usual variables apply (E2E_PORT, E2E_OUT_DIR, E2E_RESULTS_DIR).
 */
import { spawnSync } from 'node:child_process';

const [target, ...rest] = process.argv.slice(2);
if (target === '--help' || target === '-h') {
  console.log('npm run scenario:test -- NAME|FILE   plays a scenario\'s expect section in Chromium and reports each entry');
  process.exit(0);
}
const run = (args) => spawnSync('npx', args, { stdio: 'inherit', env: { ...process.env, ...(target ? { SCENARIO_TEST: target } : {}) } }).status ?? 1;
const browser = run(['node', 'scripts/ensure-browser.mjs']);
if (browser !== 0) process.exit(browser);
process.exit(run(['playwright', 'test', 'tests/e2e/scenarioExpect.spec.ts', ...rest]));
