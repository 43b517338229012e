/**
 * `npm run explore` runs this file in jsdom (scripts/cli/explore.mjs hands the options over
 * EXPLORE_* variables): the seeds' lines and the summary go to the console; any broken invariant
 * fails the run, so the command exits 1.
 */
import { appendFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { startCpuProfile } from './cpuProfile';
import { explore, flows } from './explore';

const options = JSON.parse(process.env.EXPLORE_OPTIONS ?? '{}') as { flows?: string[]; seeds?: number[]; caps?: Record<string, number>; foundDir?: string | null; verbose?: boolean; stopAtFirst?: boolean; profileDir?: string };

it('explores', async () => {
  const stopProfile = options.profileDir ? await startCpuProfile(options.profileDir) : null;
  const chosen = (options.flows ?? ['pairing']).map((name) => flows[name]).filter((spec) => spec !== undefined);
  const findings = await explore({ flows: chosen, seeds: options.seeds ?? [1], caps: options.caps, foundDir: options.foundDir ?? null, verbose: options.verbose, stopAtFirst: options.stopAtFirst, profiling: stopProfile !== null, log: (line) => { process.stdout.write(`${line}\n`); if (process.env.EXPLORE_LOG) appendFileSync(process.env.EXPLORE_LOG, `${line}\n`); } });
  if (stopProfile) process.stdout.write(`profile: ${await stopProfile()}\n`);
  expect(findings.map((finding) => `${finding.flow} seed ${finding.seed}: ${finding.broken.invariant}`)).toEqual([]);
});
