// @ts-check
// `npm run bench:ci`: how long a fresh-clone `.ci/run` of HEAD would take on a quiet machine,
// measured against a baseline commit whose quiet time is known (decisions 0350, 0351). This machine is
// shared: the same commit's run takes from 7 to 22 minutes depending on what else runs on the
// host, and nothing inside the machine shows that load. Two runs side by side in time, one of the
// baseline and one of HEAD, see the same host; their ratio carries over to the quiet machine.
// Each run is a fresh clone, `CI=true bash .ci/run`, one after another (never at once).
import { execFileSync, spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import process from 'node:process';

/** @typedef {{ baseline: string, baselineQuiet: number, rounds: number, keep: boolean }} CalibrationOptions */
/** @typedef {'baseline' | 'head'} Which */
/** @typedef {{ which: Which, seconds: number, exit: number }} CalibrationRun */
/** @typedef {{ ok: true, ratio: number, seconds: number, withinGoal: boolean } | { ok: false, reason: string }} QuietEstimate */

/** Issue 24's reference: this commit's fresh-clone `.ci/run` took 403 s on a quiet two-core machine. */
export const DEFAULT_BASELINE = { commit: '1ca4cf0', quietSeconds: 403 };
export const GOAL_SECONDS = 8 * 60;
/** The host moves identical runs by up to a fifth: the estimate must clear the goal by this much (decision 0351). */
export const NOISE_MARGIN = 0.15;
export const GOAL_WITH_MARGIN_SECONDS = Math.floor(GOAL_SECONDS * (1 - NOISE_MARGIN));

const USAGE = 'usage: npm run bench:ci -- [--baseline COMMIT --baseline-quiet SECONDS] [--rounds N] [--keep]';

/**
 * The command line; throws with the usage on anything it does not know.
 * @param {string[]} argv
 * @returns {CalibrationOptions}
 */
export function parseArgs(argv) {
  /** @type {CalibrationOptions} */
  const options = { baseline: DEFAULT_BASELINE.commit, baselineQuiet: DEFAULT_BASELINE.quietSeconds, rounds: 1, keep: false };
  const number = (/** @type {string} */ flag, /** @type {string | undefined} */ value) => {
    const parsed = Number(value);
    if (!Number.isFinite(parsed) || parsed <= 0) throw new Error(`${flag} needs a positive number, not '${value ?? ''}'\n${USAGE}`);
    return parsed;
  };
  for (let i = 0; i < argv.length; i += 1) {
    const flag = argv[i];
    if (flag === '--keep') options.keep = true;
    else if (flag === '--baseline' && argv[i + 1]) options.baseline = argv[++i] ?? options.baseline;
    else if (flag === '--baseline-quiet') options.baselineQuiet = number(flag, argv[++i]);
    else if (flag === '--rounds') options.rounds = Math.round(number(flag, argv[++i]));
    else throw new Error(`unknown argument '${flag}'\n${USAGE}`);
  }
  if (options.baseline !== DEFAULT_BASELINE.commit && argv.indexOf('--baseline-quiet') === -1) {
    throw new Error(`--baseline ${options.baseline} needs --baseline-quiet: its time on a quiet machine\n${USAGE}`);
  }
  return options;
}

const median = (/** @type {number[]} */ values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const at = (/** @type {number} */ index) => sorted[index] ?? NaN;
  return sorted.length % 2 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
};

/**
 * The estimate from the runs (`{ which: 'baseline' | 'head', seconds, exit }`): HEAD's median over
 * the baseline's median, times the baseline's quiet time. A failed run measures nothing: no estimate.
 * @param {CalibrationRun[]} runs
 * @param {number} baselineQuiet
 * @returns {QuietEstimate}
 */
export function quietEstimate(runs, baselineQuiet) {
  const failed = runs.filter((run) => run.exit !== 0);
  if (failed.length > 0) return { ok: false, reason: `${failed.map((run) => `${run.which} exited ${run.exit}`).join(', ')}: no estimate from a failed run` };
  const of = (/** @type {Which} */ which) => runs.filter((run) => run.which === which).map((run) => run.seconds);
  const [baseline, head] = [of('baseline'), of('head')];
  if (baseline.length === 0 || head.length === 0) return { ok: false, reason: 'needs at least one run of each' };
  const ratio = median(head) / median(baseline);
  const seconds = Math.round(baselineQuiet * ratio);
  return { ok: true, ratio, seconds, withinGoal: seconds <= GOAL_WITH_MARGIN_SECONDS };
}

/** Baseline first, then HEAD, each round: a host whose load drifts one way favours neither over several rounds. */
export const runOrder = (/** @type {number} */ rounds) => Array.from({ length: rounds }, () => /** @type {Which[]} */ (['baseline', 'head'])).flat();

/**
 * @param {string} command
 * @param {string[]} args
 * @param {import('node:child_process').SpawnOptions} options
 * @returns {Promise<number>}
 */
function run(command, args, options) {
  return new Promise((resolve) => {
    const child = spawn(command, args, options);
    child.on('close', (code) => resolve(code ?? 1));
  });
}

/**
 * @param {string} repo
 * @param {string} commit
 * @param {Which} which
 * @param {string} workDir
 */
async function timedRun(repo, commit, which, workDir) {
  const clone = path.join(workDir, which);
  rmSync(clone, { recursive: true, force: true });
  execFileSync('git', ['clone', '-q', repo, clone]);
  execFileSync('git', ['-C', clone, 'checkout', '-q', commit]);
  const log = path.join(workDir, `${which}-${Date.now()}.log`);
  const out = openSync(log, 'w');
  const loadBefore = loadavg()[0] ?? 0;
  const started = Date.now();
  const exit = await run('bash', ['.ci/run'], { cwd: clone, stdio: ['ignore', out, out], env: { ...process.env, CI: 'true' } });
  closeSync(out);
  return { which, commit, exit, seconds: Math.round((Date.now() - started) / 1000), loadBefore, loadAfter: loadavg()[0] ?? 0, log };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  let options;
  try {
    options = parseArgs(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(2);
  }
  const repo = execFileSync('git', ['rev-parse', '--show-toplevel'], { encoding: 'utf8' }).trim();
  const commits = { baseline: options.baseline, head: execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim() };
  const workDir = mkdtempSync(path.join(tmpdir(), 'ci-calibration-'));
  console.log(`Fresh-clone .ci/run of ${commits.baseline} (baseline, ${options.baselineQuiet} s quiet) and ${commits.head} (HEAD, committed work only), ${options.rounds} round(s), in ${workDir}`);
  const runs = [];
  for (const which of runOrder(options.rounds)) {
    const result = await timedRun(repo, commits[which], which, workDir);
    runs.push(result);
    console.log(`${which.padEnd(8)} ${result.commit}  exit ${result.exit}  ${result.seconds} s  load ${result.loadBefore.toFixed(1)} → ${result.loadAfter.toFixed(1)}  ${result.log}`);
  }
  const estimate = quietEstimate(runs, options.baselineQuiet);
  if (!estimate.ok) {
    console.log(estimate.reason);
    process.exitCode = 1;
  } else {
    console.log(`HEAD takes ${estimate.ratio.toFixed(2)}× the baseline here: about ${estimate.seconds} s on a quiet machine (goal ${GOAL_SECONDS} s less a ${NOISE_MARGIN * 100}% margin for the host's noise, ${GOAL_WITH_MARGIN_SECONDS} s: ${estimate.withinGoal ? 'within' : 'over'})`);
  }
  if (!options.keep) for (const which of ['baseline', 'head']) rmSync(path.join(workDir, which), { recursive: true, force: true });
}
