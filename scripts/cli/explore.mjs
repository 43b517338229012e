#!/usr/bin/env node
// @ts-check
/**
 * npm run explore -- --flow pairing|yale|device|ticket|all --seeds 50 [--seed 1] [--shard 1/4] [--cap device=2] [--found scenarios/found] [--verbose] [--first] [--checks]
 *
 * The field-condition explorer (issue 38, docs/scenarios.md, "The explorer"): for each seed it
 * draws faults and the installer's choices, plays the flow in jsdom against the Node simulator on
 * one clock and checks the invariants after every step. A failing seed is shrunk and written to
 * the found folder as a scenario file with `expect`. Prints a line per seed and a summary; exit
 * code 1 when any invariant broke, 2 for a bad command line. Seeds run from --seed on; --shard i/n
 * keeps the i-th of n runs of consecutive seeds (scripts/lib/exploreShard.mjs), so CI jobs split a
 * nightly budget as Playwright splits tests.
 * --first stops at the first seed that breaks an invariant (the self-test's measure). --checks also
 * runs the explorer's own tests of its page (tests/explore/*.test.tsx), as `npm run test:explore` does.
 */
import { spawnSync } from 'node:child_process';
import { readOptions } from '../lib/cliOptions.mjs';
import { readShard, shardSeeds } from '../lib/exploreShard.mjs';

/** The flows the explorer models; the issue's door-codes is not yet. */
export const FLOWS = ['pairing', 'yale', 'device', 'ticket'];

const { values, fail } = readOptions({
  options: {
    flow: { type: 'string', default: 'pairing' },
    seeds: { type: 'string', default: '20' },
    seed: { type: 'string', default: '1' },
    shard: { type: 'string', default: '1/1' },
    found: { type: 'string', default: 'scenarios/found' },
    verbose: { type: 'boolean' },
    first: { type: 'boolean' },
    checks: { type: 'boolean' },
    cap: { type: 'string', default: '' },
  },
});

const whole = (/** @type {string} */ name, /** @type {string} */ text, min = 0) => {
  const value = Number(text);
  if (!Number.isSafeInteger(value) || value < min) fail(`--${name} takes a whole number from ${min}, got "${text}"`);
  return value;
};
const flows = values.flow === 'all' ? FLOWS : [values.flow];
if (!FLOWS.includes(flows[0] ?? '')) fail(`--flow: "${values.flow}" is not modelled yet (modelled: ${FLOWS.join(', ')}, or all)`);
const count = whole('seeds', values.seeds, 1);
const first = whole('seed', values.seed);
const shard = readShard(values.shard);
if (!shard) fail(`--shard takes i/n with 1 <= i <= n, got "${values.shard}"`);
const seeds = shard ? shardSeeds(first, count, shard) : [];
// --cap device=2,ticket=2: at most that many of the seeds for those flows (test:explore's budget).
const caps = Object.fromEntries(values.cap.split(',').filter(Boolean).map((entry) => {
  const [flow = '', most = ''] = entry.split('=');
  if (!FLOWS.includes(flow)) fail(`--cap takes FLOW=N for modelled flows, got "${entry}"`);
  return [flow, whole('cap', most, 1)];
}));

const options = { flows, seeds, caps, foundDir: values.found || null, verbose: values.verbose ?? false, stopAtFirst: values.first ?? false };
// --checks adds the explorer's own tests of its page to the same Vitest run: a second run would
// pay Vitest's start again (about 10 s of the CI budget).
const files = ['tests/explore/exploreRun.tsx', ...(values.checks ? ['tests/explore/harness.test.tsx'] : [])];
const run = spawnSync('npx', ['vitest', 'run', '-c', 'tests/explore/vitest.config.ts', ...files], {
  stdio: 'inherit',
  env: { ...process.env, EXPLORE_OPTIONS: JSON.stringify(options) },
});
process.exit(run.status === 0 ? 0 : 1);
