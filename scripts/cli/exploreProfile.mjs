#!/usr/bin/env node
// @ts-check
/**
 * node scripts/cli/exploreProfile.mjs FILE.cpuprofile [--top 25] [--match REGEX] [--from MICROSECONDS]
 *
 * Where an explorer run's CPU time went (issue 38's speed goal), from the profile that
 * `npm run explore -- --profile DIR` writes: self time by package (node_modules) or folder of the
 * tree, then by function, and with --match the inclusive time of the functions whose name or file
 * matches (a function counted once per sample, however deep it recurs). --from leaves out the
 * samples before a moment of the profile's clock (microseconds, as process.hrtime), for instance the
 * first seed's run, which also loads the screens' code. No viewer is needed: speedscope and Chrome's
 * DevTools are not on this machine.
 */
import { readFileSync } from 'node:fs';
import { readOptions } from '../lib/cliOptions.mjs';

const { values, positionals, fail } = readOptions({
  options: { top: { type: 'string', default: '25' }, match: { type: 'string', default: '' }, from: { type: 'string', default: '0' } },
  positionals: true,
});
const [file] = positionals;
if (!file || positionals.length > 1) fail('name one .cpuprofile file');
const top = Number(values.top);
const from = Number(values.from);
if (!Number.isSafeInteger(top) || top < 1) fail(`--top takes a whole number from 1, got "${values.top}"`);
if (!Number.isFinite(from)) fail(`--from takes microseconds, got "${values.from}"`);

/** @typedef {{ id: number, callFrame: { functionName: string, url: string, lineNumber: number }, children?: number[] }} ProfileNode */
/** @type {{ nodes: ProfileNode[], startTime: number, samples: number[], timeDeltas: number[] }} */
const profile = JSON.parse(readFileSync(String(file), 'utf8'));
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
/** @type {Map<number, number>} */
const parents = new Map();
for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);

const place = (/** @type {string} */ url) => url.replace(/^.*node_modules\//, '').replace(/^file:\/\/\/.*?\/(app|simulator|tests|scripts)\//, '$1/');
const where = (/** @type {string} */ url) => (url ? (url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1] ?? place(url).split('/').slice(0, 2).join('/')) : '(V8: idle, GC, native)');
const named = (/** @type {ProfileNode} */ node) => `${node.callFrame.functionName || '(anonymous)'} ${place(node.callFrame.url)}:${node.callFrame.lineNumber + 1}`;
const add = (/** @type {Map<string, number>} */ sums, /** @type {string} */ key, /** @type {number} */ micros) => sums.set(key, (sums.get(key) ?? 0) + micros);

/** @type {Map<string, number>} */
const byPlace = new Map();
/** @type {Map<string, number>} */
const byFunction = new Map();
/** @type {Map<string, number>} */
const inclusive = new Map();
const matching = values.match ? new RegExp(values.match) : null;
let at = profile.startTime;
let total = 0;
profile.samples.forEach((id, index) => {
  at += profile.timeDeltas[index] ?? 0;
  const micros = at >= from ? (profile.timeDeltas[index + 1] ?? 0) : 0;
  const node = nodes.get(id);
  if (!node || micros === 0) return;
  total += micros;
  add(byPlace, where(node.callFrame.url), micros);
  add(byFunction, named(node), micros);
  if (!matching) return;
  const seen = new Set();
  for (let up = /** @type {number | undefined} */ (id); up !== undefined; up = parents.get(up)) {
    const name = named(/** @type {ProfileNode} */ (nodes.get(up)));
    if (!matching.test(name) || seen.has(name)) continue;
    seen.add(name);
    add(inclusive, name, micros);
  }
});

const print = (/** @type {string} */ title, /** @type {Map<string, number>} */ sums) => {
  console.log(`\n${title} (of ${(total / 1e6).toFixed(1)} s sampled)`);
  for (const [key, micros] of [...sums].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`${(micros / 1e3).toFixed(0).padStart(7)} ms ${((100 * micros) / total).toFixed(1).padStart(5)} %  ${key}`);
  }
};
print('Self time by package or folder', byPlace);
print('Self time by function', byFunction);
if (matching) print(`Inclusive time of functions matching /${values.match}/`, inclusive);
