/**
 * The explorer's loop (issue 38): for each seed, draw the faults, play the flow, check the
 * invariants; shrink a failing seed and write it to scenarios/found/. Returns a line per seed and
 * the summary; the caller (the CLI's Vitest run, or the CI budget's test) decides the exit.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createSeededRandom } from '../../simulator/engine/seededRandom';
import { describeFault, drawFaults, type Schedule } from '../../simulator/explore/schedule';
import { shrink } from '../../simulator/explore/shrink';
import { foundName, foundScenario } from '../../simulator/explore/foundScenario';
import type { Broken } from '../../simulator/explore/invariants';
import { playRun } from './driver';
import { summary } from './figures';
import type { FlowSpec } from './flows/flowSpec';
import { deviceFlow } from './flows/device';
import { doorCodesFlow } from './flows/doorCodes';
import { pairingFlow } from './flows/pairing';
import { ticketFlow } from './flows/ticket';
import { yaleFlow } from './flows/yale';

export const flows: Record<string, FlowSpec> = {
  pairing: pairingFlow,
  yale: yaleFlow,
  'door-codes': doorCodesFlow,
  device: deviceFlow,
  ticket: ticketFlow,
};

export interface ExploreOptions {
  flows: FlowSpec[];
  seeds: number[];
  /** At most this many of the seeds (the first) for a flow, by name. */
  caps?: Record<string, number>;
  /** Where found scenarios go (scenarios/found); null writes none. */
  foundDir: string | null;
  /** Runs a shrink may play. */
  shrinkTries?: number;
  log?: (line: string) => void;
  /** Each step's action and what the screen then showed. */
  verbose?: boolean;
  /** Stops at the first seed that breaks an invariant. */
  stopAtFirst?: boolean;
  /** Says when the first seed's run ended on the CPU profile's clock (npm run explore -- --profile). */
  profiling?: boolean;
}

export interface Finding {
  flow: string;
  seed: number;
  broken: Broken;
  /** Expect entries of the shrunk scenario's actions, and the file written (if any). */
  steps: number;
  file: string | null;
}

export async function explore({ flows: chosen, seeds, caps = {}, foundDir, shrinkTries = 40, log = console.log, verbose = false, stopAtFirst = false, profiling = false }: ExploreOptions): Promise<Finding[]> {
  const findings: Finding[] = [];
  const started = performance.now();
  const cpuAtStart = process.cpuUsage();
  let firstEnded: number | null = null;
  let cpuAtFirstEnd: NodeJS.CpuUsage | null = null;
  let simulatedMs = 0;
  let runs = 0;
  let explored = 0;
  for (const spec of chosen) {
    for (const seed of seeds.slice(0, caps[spec.name] ?? seeds.length)) {
      if (stopAtFirst && findings.length) break;
      explored += 1;
      const random = createSeededRandom(seed);
      const schedule: Schedule = { flow: spec.name, seed, faults: drawFaults(spec.menu, random.fork('faults')), actions: null };
      const result = await playRun(spec, schedule, random.fork('actions'), verbose ? log : undefined);
      if (firstEnded === null && profiling) log(`profile: the first seed's run ended at ${process.hrtime.bigint() / 1_000n} µs (exploreProfile.mjs --from)`);
      firstEnded ??= performance.now();
      cpuAtFirstEnd ??= process.cpuUsage();
      simulatedMs += result.simulatedMs;
      runs += 1;
      const faults = schedule.faults.map(describeFault).join(', ') || 'none';
      if (!result.broken) {
        log(`seed ${seed}  ${spec.name}  faults: ${faults}  ok (${result.steps} steps)`);
        continue;
      }
      const broken = result.broken;
      const shrunk = await shrink({ ...schedule, actions: result.actions }, async (candidate) => {
        runs += 1;
        const again = await playRun(spec, candidate, createSeededRandom(seed).fork('actions'));
        simulatedMs += again.simulatedMs;
        return again.broken?.invariant === broken.invariant;
      }, shrinkTries);
      const replay = await playRun(spec, shrunk.schedule, createSeededRandom(seed).fork('actions'));
      simulatedMs += replay.simulatedMs;
      const same = replay.broken?.invariant === broken.invariant;
      const found = same && replay.broken ? replay.broken : broken;
      // What the replay did up to the break, the way forward included: the file must press what led there.
      const played = { ...shrunk.schedule, actions: same ? replay.actions : shrunk.schedule.actions };
      const scenario = foundScenario(played, found, { path: spec.path, extends: spec.scenario.extends, yaleLocks: spec.scenario.yaleLocks });
      let file: string | null = null;
      if (foundDir) {
        mkdirSync(foundDir, { recursive: true });
        file = join(foundDir, `${foundName(schedule, found)}.json`);
        writeFileSync(file, `${JSON.stringify(scenario, null, 2)}\n`);
      }
      findings.push({ flow: spec.name, seed, broken: found, steps: scenario.expect.length, file });
      log(`seed ${seed}  ${spec.name}  faults: ${faults}  BROKEN ${found.invariant}: ${found.detail}  (shrunk in ${shrunk.tries} runs to ${shrunk.schedule.faults.length} faults, ${scenario.expect.length} steps${file ? `: ${file}` : ''})`);
    }
  }
  const ended = performance.now();
  const cpu = process.cpuUsage(cpuAtStart);
  const cpuAfterFirst = cpuAtFirstEnd ? process.cpuUsage(cpuAtFirstEnd) : null;
  log(`explored ${summary({ seeds: explored, runs, simulatedMs, realMs: ended - started, cpuMs: (cpu.user + cpu.system) / 1_000, afterFirstMs: firstEnded === null ? 0 : ended - firstEnded, cpuAfterFirstMs: cpuAfterFirst ? (cpuAfterFirst.user + cpuAfterFirst.system) / 1_000 : 0 })}: ${findings.length ? `${findings.length} broke an invariant` : 'no invariant broken'}`);
  return findings;
}
