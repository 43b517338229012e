#!/usr/bin/env node
// @ts-check
/**
 * npm run explore -- --flow pairing|yale|door-codes|device|ticket|all --seeds 50 [--seed 1] [--shard 1/4] [--cap door-codes=2] [--found scenarios/found] [--verbose] [--first] [--checks] [--profile DIR]
 *
 * The field-condition explorer (issue 38, docs/scenarios.md, "The explorer"): for each seed it
 * draws faults and the installer's choices, plays the flow in jsdom against the Node simulator on
 * one clock and checks the invariants after every step. A failing seed is shrunk and written to
 * the found folder as a scenario file with `expect`. Prints a line per seed and a summary; exit
 * code 1 when any invariant broke, 2 for a bad command line. Seeds run from --seed on; --shard i/n
 * keeps the i-th of n runs of consecutive seeds (scripts/lib/exploreShard.mjs), so CI jobs split a
 * nightly budget as Playwright splits tests.
 * --cap FLOW=N[,FLOW=N] plays at most the first N of the seeds for that flow: a slow flow (door-codes,
 * whose sync takes 5 simulated minutes) keeps `npm run test:explore` inside its budget.
 * --first stops at the first seed that breaks an invariant (the self-test's measure). --checks also
 * runs the explorer's own tests, of its page, its double tap, its summary line and each flow
 * (tests/explore/harness.test.tsx, harnessSpeed.test.tsx, press.test.tsx, figures.test.ts, flows/*.test.ts), as
 * `npm run test:explore` does. --profile DIR writes the explorer's CPU profile to DIR (taken in its
 * own worker, tests/explore/cpuProfile.ts); it also prints when the first seed's run ended, for
 * `scripts/cli/exploreProfile.mjs --from` (that run loads the code).
 */
import { spawnSync } from 'node:child_process';
import { readOptions } from '../lib/cliOptions.mjs';
import { readShard, shardSeeds } from '../lib/exploreShard.mjs';

/** The flows the explorer models: issue 38's five. */
export const FLOWS = ['pairing', 'yale', 'door-codes', 'device', 'ticket'];

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
    profile: { type: 'string', default: '' },
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

/** @type {Record<string, number>} */
const caps = {};
for (const entry of values.cap.split(',').filter(Boolean)) {
  const [flow = '', most = ''] = entry.split('=');
  if (!FLOWS.includes(flow)) fail(`--cap: "${flow}" is not a modelled flow (modelled: ${FLOWS.join(', ')})`);
  caps[flow] = whole('cap', most, 1);
}

const options = { flows, seeds, caps, foundDir: values.found || null, verbose: values.verbose ?? false, stopAtFirst: values.first ?? false, profileDir: values.profile || undefined };
// --checks adds the explorer's own tests to the same Vitest run: a second run would pay Vitest's
// start again (about 10 s of the CI budget). The flows' tests ran nowhere before they were here.
const files = ['tests/explore/exploreRun.tsx', ...(values.checks ? ['tests/explore/harness.test.tsx', 'tests/explore/harnessSpeed.test.tsx', 'tests/explore/press.test.tsx', 'tests/explore/figures.test.ts', 'tests/explore/flows/'] : [])];
const run = spawnSync('npx', ['vitest', 'run', '-c', 'tests/explore/vitest.config.ts', ...files], {
  stdio: 'inherit',
  env: { ...process.env, EXPLORE_OPTIONS: JSON.stringify(options) },
});
process.exit(run.status === 0 ? 0 : 1);
