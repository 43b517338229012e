// @ts-check
/**
 * Finds Debian's nginx for the classroom farm (scripts/cli/classroomFarm.mjs) and, for the tests
 * only, installs it: a session's packages are gone when CI starts on a fresh machine, as Chromium's
 * are (scripts/testSupport/browser.mjs). A trainer's laptop is never changed behind their back: the
 * farm says what to install instead.
 */
import { spawnSync } from 'node:child_process';
import process from 'node:process';
import { isExecutable } from './executable.mjs';

const PLACES = ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx', '/usr/local/bin/nginx'];

export const INSTALL_HINT = 'nginx is not installed: `sudo apt-get install nginx` (Debian, Ubuntu), or set NGINX_PATH to an nginx binary.';

/**
 * The path of an nginx binary, or undefined. NGINX_PATH wins, and must be one.
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {string | undefined}
 */
export function findNginx(env = process.env) {
  if (env.NGINX_PATH) {
    if (!isExecutable(env.NGINX_PATH)) throw new Error(`NGINX_PATH=${env.NGINX_PATH} is not an executable file`);
    return env.NGINX_PATH;
  }
  return PLACES.find(isExecutable);
}

/**
 * An nginx binary for the tests: found, or installed with apt-get when running as root (CI's fresh
 * machine). Throws with the install hint otherwise.
 * @returns {string}
 */
export function ensureNginx() {
  const found = findNginx();
  if (found) return found;
  if (process.getuid?.() === 0 && isExecutable('/usr/bin/apt-get')) {
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const install = () => spawnSync('apt-get', ['install', '-y', '-q', 'nginx'], { stdio: 'inherit', env }).status === 0;
    // A fresh machine's package lists may be missing or stale: refresh them once if the install fails.
    if (!install()) {
      spawnSync('apt-get', ['update', '-q'], { stdio: 'inherit', env });
      install();
    }
    const installed = findNginx();
    if (installed) return installed;
  }
  throw new Error(INSTALL_HINT);
}
