#!/usr/bin/env node
// @ts-check
/**
 * npm run scenario:test -- NAME|FILE [--reuse-build]
 *
 * Plays one scenario's `expect` section in Chromium (the demo build, tests/e2e/scenarioExpect.spec.ts)
 * and prints, entry by entry, what was expected and what happened. NAME is a file of scenarios/
 * (in the build), FILE a path to a .json file anywhere (its `extends` from scenarios/). Exit code
 * 0 when every expectation is met. Without an argument: every scenario with an `expect` section.
 * Playwright's usual variables apply (E2E_PORT, E2E_OUT_DIR, E2E_RESULTS_DIR).
 * --reuse-build serves the demo build already in E2E_OUT_DIR instead of building it again, and
 * reads NAME's file from scenarios/ as it is now: for the edit-and-run loop on one scenario file
 * (the scenarios it extends come from the build).
 */
import { spawnSync } from 'node:child_process';
import { readOptions } from '../lib/cliOptions.mjs';

// What follows a `--` goes to Playwright as it is (--headed, --debug, …).
const args = process.argv.slice(2);
const cut = args.includes('--') ? args.indexOf('--') : args.length;
const { values, positionals, fail } = readOptions({
  options: { 'reuse-build': { type: 'boolean', default: false } },
  positionals: true,
  usage: '[NAME|FILE] [--reuse-build] [-- PLAYWRIGHT OPTIONS...]',
  argv: args.slice(0, cut),
});
const rest = args.slice(cut + 1);
const reuseBuild = values['reuse-build'];
const [named, ...extra] = positionals;
if (extra.length > 0) fail(`One scenario at a time, not ${positionals.length}`);
const target = reuseBuild && named && !named.endsWith('.json') ? `scenarios/${named}.json` : named;
const env = { ...process.env, ...(target ? { SCENARIO_TEST: target } : {}), ...(reuseBuild ? { E2E_REUSE_BUILD: '1' } : {}) };
const run = (/** @type {string[]} */ command) => spawnSync('npx', command, { stdio: 'inherit', env }).status ?? 1;
const browser = run(['node', 'scripts/cli/ensureBrowser.mjs']);
if (browser !== 0) process.exit(browser);
process.exit(run(['playwright', 'test', 'tests/e2e/scenarioExpect.spec.ts', ...rest]));
