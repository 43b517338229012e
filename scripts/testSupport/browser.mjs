// @ts-check
// Finds (and if need be installs) a Chromium for Playwright.
// Order for tests: $CHROMIUM_PATH, Debian's headless shell (/usr/bin/chromium-headless-shell),
// Debian's /usr/bin/chromium (or chromium-browser), Playwright's own download if it is already
// on disk, otherwise install one: apt-get (as root, where apt-get exists) or
// `npx playwright install chromium`. Benches that measure what an installer's browser does
// (Lighthouse) ask for the full browser first (decision 0325).
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import process from 'node:process';
import { isExecutable } from '../lib/executable.mjs';

const require = createRequire(import.meta.url);
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const FULL_BROWSERS = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];
/**
 * The headless shell is what Playwright itself runs headless tests in: no browser UI behind each
 * page. Here it ran the same end-to-end tests in about half the time of the full browser.
 */
const SYSTEM_PATHS = {
  test: [HEADLESS_SHELL, ...FULL_BROWSERS],
  full: [...FULL_BROWSERS, HEADLESS_SHELL],
};

/** Chromium's switches for every automated run: no sandbox (root in a container), no GPU, none of a fresh profile's background traffic. */
export const QUIET_BROWSER_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/**
 * The end-to-end tests' switches: also V8's optimizing compilers off (decision 0339). A test page
 * lives seconds, too short to gain from optimized code; compiling it cost about 15% of the suite's
 * CPU on this 2-core machine. Benches keep QUIET_BROWSER_ARGS: they measure the browser installers run.
 */
export const TEST_BROWSER_ARGS = [...QUIET_BROWSER_ARGS, '--js-flags=--no-opt --no-maglev'];

function playwrightOwnChromium() {
  try {
    const { chromium } = require('playwright-core');
    const file = chromium.executablePath();
    return file && isExecutable(file) ? file : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The path of a usable Chromium, without installing anything; undefined if there is none.
 * `kind`: 'test' prefers the headless shell, 'full' the whole browser.
 * Throws if CHROMIUM_PATH is set but does not point to an executable (an explicit choice must not be ignored).
 * @param {NodeJS.ProcessEnv} [env]
 * @param {{ kind?: 'test' | 'full' }} [options]
 * @returns {string | undefined}
 */
export function findChromium(env = process.env, { kind = 'test' } = {}) {
  if (env.CHROMIUM_PATH) {
    if (!isExecutable(env.CHROMIUM_PATH)) {
      throw new Error(`CHROMIUM_PATH=${env.CHROMIUM_PATH} is not an executable file`);
    }
    return env.CHROMIUM_PATH;
  }
  return SYSTEM_PATHS[kind].find(isExecutable) ?? playwrightOwnChromium();
}

/** @param {string} command */
function onPath(command) {
  return (process.env.PATH ?? '').split(path.delimiter).some((dir) => dir && isExecutable(path.join(dir, command)));
}

/**
 * @param {string} command
 * @param {string[]} args
 * @param {{ quiet: boolean }} options
 */
function run(command, args, { quiet }) {
  const result = spawnSync(command, args, {
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'],
    encoding: 'utf8',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) {
    const output = `${result.stdout ?? ''}${result.stderr ?? ''}`.trim().split('\n').slice(-30).join('\n');
    throw new Error(
      `\`${command} ${args.join(' ')}\` failed (${result.error?.message ?? `exit code ${result.status}`})${output ? `:\n${output}` : ''}`,
    );
  }
}

const canUseApt = () => typeof process.getuid === 'function' && process.getuid() === 0 && onPath('apt-get');

/** @param {string} pkg */
function aptInstall(pkg) {
  run('apt-get', ['update', '-qq'], { quiet: true });
  run('apt-get', ['install', '-y', '-qq', pkg], { quiet: true });
}

/**
 * The path of a usable Chromium for tests, installing one if need be. Fast when the headless shell
 * exists. Where apt-get can add the shell beside a full browser it does (about half a minute, once);
 * if that fails, the full browser found serves.
 * @param {{ log?: (line: string) => void }} [options]
 * @returns {string}
 */
export function ensureChromium({ log = (line) => process.stderr.write(`${line}\n`) } = {}) {
  const found = findChromium();
  if (found && (process.env.CHROMIUM_PATH || found === HEADLESS_SHELL)) return found;
  if (canUseApt()) {
    log(`[browser] ${found ? `Found ${found}; adding` : 'No Chromium found: installing'} Debian's chromium-headless-shell with apt-get...`);
    try {
      aptInstall('chromium-headless-shell');
    } catch (error) {
      if (!found) throw error;
      log(`[browser] The headless shell could not be installed; using ${found}. ${error instanceof Error ? error.message : String(error)}`);
      return found;
    }
  } else if (!found) {
    log('[browser] No Chromium found: running `npx playwright install chromium`...');
    run('npx', ['playwright', 'install', 'chromium'], { quiet: false });
  }
  const installed = findChromium();
  if (!installed) throw new Error('[browser] The install finished but no Chromium was found afterwards.');
  if (installed !== found) log(`[browser] Installed ${installed}`);
  return installed;
}
