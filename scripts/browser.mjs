// Finds (and if need be installs) a Chromium for Playwright.
// Order: $CHROMIUM_PATH, Debian's /usr/bin/chromium (or chromium-browser),
// Playwright's own download if it is already on disk, otherwise install one:
// apt-get (as root, where apt-get exists) or `npx playwright install chromium`.
import { accessSync, constants } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import process from 'node:process';

const require = createRequire(import.meta.url);
const SYSTEM_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

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
 * Throws if CHROMIUM_PATH is set but does not point to an executable (an explicit choice must not be ignored).
 */
export function findChromium(env = process.env) {
  if (env.CHROMIUM_PATH) {
    if (!isExecutable(env.CHROMIUM_PATH)) {
      throw new Error(`CHROMIUM_PATH=${env.CHROMIUM_PATH} is not an executable file`);
    }
    return env.CHROMIUM_PATH;
  }
  return SYSTEM_PATHS.find(isExecutable) ?? playwrightOwnChromium();
}

function onPath(command) {
  return (process.env.PATH ?? '').split(path.delimiter).some((dir) => dir && isExecutable(path.join(dir, command)));
}

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

function install(log) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && onPath('apt-get')) {
    log('[browser] No Chromium found: installing Debian\'s chromium with apt-get (about a minute)...');
    run('apt-get', ['update', '-qq'], { quiet: true });
    run('apt-get', ['install', '-y', '-qq', 'chromium'], { quiet: true });
  } else {
    log('[browser] No Chromium found: running `npx playwright install chromium`...');
    run('npx', ['playwright', 'install', 'chromium'], { quiet: false });
  }
}

/** The path of a usable Chromium, installing one if there is none. Fast when one exists. */
export function ensureChromium({ log = (line) => process.stderr.write(`${line}\n`) } = {}) {
  const found = findChromium();
  if (found) return found;
  install(log);
  const installed = findChromium();
  if (!installed) throw new Error('[browser] The install finished but no Chromium was found afterwards.');
  log(`[browser] Installed ${installed}`);
  return installed;
}
