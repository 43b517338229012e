// @ts-check
/**
 * Runs npm scripts side by side and fails if any fails: the type check and lint each keep one
 * core busy for about half a minute, and the test command runs them one after the other otherwise.
 * Each script's output is printed whole when it ends, so the two never interleave.
 */
import { spawn } from 'node:child_process';
import { readOptions } from '../lib/cliOptions.mjs';

const { positionals: scripts, fail } = readOptions({ options: {}, positionals: true, usage: 'NPM_SCRIPT [NPM_SCRIPT...]' });
if (scripts.length === 0) fail('Name at least one npm script to run');

/** @param {string} script @returns {Promise<boolean>} */
function run(script) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    /** @type {Buffer[]} */
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      const text = Buffer.concat(output).toString();
      const ok = code === 0;
      process.stdout.write(`${ok ? '✓' : '✗'} npm run ${script}${ok ? '' : ` (exit ${code ?? signal})`}\n${text}`);
      resolve(ok);
    });
  });
}

const results = await Promise.all(scripts.map(run));
process.exit(results.every(Boolean) ? 0 : 1);
