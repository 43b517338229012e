#!/usr/bin/env node
// @ts-check
/**
 * npm run contract:probe -- --base URL --token TOKEN [--unit ID] [--timeout SECONDS]
 * CONTRACT_PROBE_TOKEN=TOKEN npm run contract:probe -- --base URL [--unit ID]
 *
 * Read-only check of a live provider API before a rollout: GET calls only, each answer checked
 * against docs/contract/openapi.json (scripts/lib/contract/probe.ts, decision 0296). Prints one line
 * per call and exits 1 when any does not conform, 2 on wrong arguments (--timeout: seconds above 0,
 * at most 3600). The token is sent, never
 * printed by the probe; npm echoes the command line, so in a shared terminal or a CI log give it
 * in CONTRACT_PROBE_TOKEN instead of --token.
 */
import { readFileSync } from 'node:fs';
import { readOptions } from '../lib/cliOptions.mjs';
import { scriptVite } from '../lib/scriptVite.mjs';

const { values, fail } = readOptions({
  options: { base: { type: 'string' }, token: { type: 'string' }, unit: { type: 'string' }, timeout: { type: 'string', default: '10' } },
  usage: `--base https://api.example/ --token TOKEN [--unit ADDRESS_ID] [--timeout SECONDS]
   or: CONTRACT_PROBE_TOKEN=TOKEN npm run contract:probe -- --base https://api.example/ [--unit ADDRESS_ID]   (npm echoes --token)`,
});
// Whole ms: the abort timer takes no fraction. Past an hour it is refused here, not thrown by the timer mid-probe.
const timeoutMs = Math.ceil(Number(values.timeout) * 1000);
const MAX_TIMEOUT_MS = 3_600_000;
const token = values.token ?? process.env.CONTRACT_PROBE_TOKEN;
if (!(timeoutMs > 0 && timeoutMs <= MAX_TIMEOUT_MS)) fail(`--timeout ${values.timeout}: expected seconds above 0 and at most ${MAX_TIMEOUT_MS / 1000}`);
if (!values.base) fail('--base is needed');
if (!token) fail('A token is needed: --token or CONTRACT_PROBE_TOKEN');

const document = JSON.parse(readFileSync('docs/contract/openapi.json', 'utf8'));
const vite = await scriptVite('production');
let allConform;
try {
  const { runProbe, formatReport, conforms } = await vite.ssrLoadModule('/scripts/lib/contract/probe.ts');
  const lines = await runProbe({ base: values.base, token, unit: values.unit, document, timeoutMs });
  console.log(`Probe of ${values.base} (read-only: GET calls only)`);
  console.log(formatReport(lines));
  allConform = lines.every(conforms);
} finally {
  await vite.close();
}
process.exit(allConform ? 0 : 1);
