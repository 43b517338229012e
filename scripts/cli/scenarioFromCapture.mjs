#!/usr/bin/env node
// @ts-check
/**
 * npm run scenario:from-capture -- FILE [--name NAME]
 *
 * Compiles a flight recording (the trainer panel's download, the flight-recording.json of an
 * error report, or the error reports the simulator server kept: `covers` then names the reported
 * failure) into scenarios/NAME.json, a scenario that replays it with an `expect` section
 * (simulator/capture/, decision 0310). A capture it cannot use is refused with the reason and
 * nothing is written (exit code 1); a file that cannot be read exits 2.
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { readOptions } from '../lib/cliOptions.mjs';
import { scriptVite } from '../lib/scriptVite.mjs';

const DIR = 'scenarios';
const { values, positionals, fail } = readOptions({ options: { name: { type: 'string' } }, positionals: true, usage: 'FILE [--name NAME]' });
const { name } = values;
const file = positionals[0] ?? fail('A capture FILE is needed');
if (positionals.length > 1) fail(`One capture file at a time, not ${positionals.length}`);
if (name === '') fail('--name needs a name');

let text;
try {
  text = readFileSync(file, 'utf8');
} catch (error) {
  console.error(`${file}: cannot be read (${error instanceof Error ? error.message : String(error)})`);
  process.exit(2);
}
const scenarios = new Map(readdirSync(DIR).filter((entry) => entry.endsWith('.json')).map((entry) => [basename(entry, '.json'), { path: join(DIR, entry), text: readFileSync(join(DIR, entry), 'utf8') }]));
const { version } = JSON.parse(readFileSync('package.json', 'utf8'));

const vite = await scriptVite('simulator');
try {
  const { scenarioFromCapture } = await vite.ssrLoadModule('/simulator/capture/fromCapture.ts');
  const result = scenarioFromCapture({ text, name, appVersion: version, scenarios });
  if (!result.ok) {
    console.error(`${file}: ${result.error}`);
    process.exitCode = 1;
  } else {
    writeFileSync(result.path, result.text);
    const { calls, failedCalls, hubMessages, drops, expectations, unplayedPresses } = result.summary;
    console.log(`Wrote ${result.path}: ${calls} calls (${failedCalls} failing again), ${hubMessages} hub messages and ${drops} drops replayed, ${expectations} expect entries.`);
    if (result.covers.length) console.log(`It covers ${result.covers.join(', ')}, as the error report names the failure.`);
    if (unplayedPresses) console.log(`${unplayedPresses} press(es) recorded by their place have a role the expect grammar cannot press: add them by hand.`);
    console.log(`Run it: npm run scenario:test ${result.name}`);
  }
} finally {
  await vite.close();
}
