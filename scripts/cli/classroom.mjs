#!/usr/bin/env node
// @ts-check
/**
 * npm run classroom -- [--port 4500] [--host 0.0.0.0] [--class-code CODE (default: a random one, printed)] [--scenario NAME]
 *                      [--app-dir dist-classroom] [--rebuild] [--control-token TOKEN] [--contract-log]
 *                      [--data-dir classroom-data] [--fresh] [--behind-proxy]
 *                      (or SIMULATOR_CONTROL_TOKEN in the environment)
 *
 * A class on the room's network (docs/classroom.md): builds the app for it once (same-origin API
 * and stream), then serves the app, a world per trainee, and the trainer console from one port.
 * Listening beyond loopback needs a control token the trainer chose (decision 0275). The worlds,
 * the class code and the trainees' history are kept in the data directory: starting again on it
 * brings the class back; --fresh forgets its worlds first (decision 0395).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { networkInterfaces } from 'node:os';
import { join } from 'node:path';
import { scriptVite } from '../lib/scriptVite.mjs';
import { classroomBanner } from '../lib/serverBanners.mjs';
import { closeOnSignals, readServerOptions } from '../lib/serverOptions.mjs';

/**
 * The build's settings: same-origin API and stream, and the flags from each trainee's own world
 * (the server answers OFREP there for the world's scenario, keyed by the signed-in e-mail).
 */
const BUILD_SETTINGS = { VITE_API_BASE_URL: '/api', VITE_HUB_STREAM_URL: '/stream', VITE_FLAG_SERVICE_URL: '/flags' };
const STAMP = 'classroom-build.json';

const { values, port, controlToken } = readServerOptions(
  { port: '4500', host: '0.0.0.0', scenario: 'exercise-first-install', origin: [] },
  {
    lowestPort: 1,
    options: {
      'class-code': { type: 'string' },
      'app-dir': { type: 'string', default: 'dist-classroom' },
      rebuild: { type: 'boolean', default: false },
      'data-dir': { type: 'string', default: 'classroom-data' },
      fresh: { type: 'boolean', default: false },
      // Behind nginx on this machine (scripts/cli/classroomFarm.mjs): joins are limited by the forwarded address.
      'behind-proxy': { type: 'boolean', default: false },
      // Tests: each world keeps what it was sent and answered for the contract check (decision 0334).
      'contract-log': { type: 'boolean', default: false },
    },
  },
);
const appDir = values['app-dir'];
const dataDir = values['data-dir'];
if (values.fresh) rmSync(join(dataDir, 'worlds'), { recursive: true, force: true });

/** A build made with other settings (an older classroom) is built again, not served. */
function builtWithTheseSettings() {
  try {
    return readFileSync(`${appDir}/${STAMP}`, 'utf8') === JSON.stringify(BUILD_SETTINGS);
  } catch {
    return false;
  }
}

if (values.rebuild || !existsSync(`${appDir}/index.html`) || !builtWithTheseSettings()) {
  console.log(`Building the app for the classroom into ${appDir} …`);
  const built = spawnSync('npx', ['vite', 'build', '--outDir', appDir, '--emptyOutDir', '--logLevel', 'warn'], {
    stdio: 'inherit',
    env: { ...process.env, ...BUILD_SETTINGS },
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
  writeFileSync(`${appDir}/${STAMP}`, JSON.stringify(BUILD_SETTINGS));
}

/** The addresses trainees may type: every IPv4 address of this laptop, and loopback for the trainer. */
const addresses = [
  'localhost',
  '127.0.0.1',
  ...Object.values(networkInterfaces()).flatMap((list) => list ?? []).filter((address) => address.family === 'IPv4' && !address.internal).map((address) => address.address),
];
const bases = addresses.map((address) => `http://${address}:${port}`);
const allowedOrigins = [...bases, ...values.origin];
const roomBase = values.host === '0.0.0.0' ? /** @type {string} */ (bases[bases.length - 1]) : `http://${values.host}:${port}`;

const vite = await scriptVite('simulator');
/** @type {Awaited<ReturnType<typeof import('../../simulator/server/classroom/startClassroom').startClassroom>>} */
let server;
try {
  const { startClassroom } = await vite.ssrLoadModule('/simulator/server/classroom/startClassroom.ts');
  server = await startClassroom({ port, host: values.host, scenario: values.scenario, allowedOrigins, controlToken, appDir, classCode: values['class-code'], contractLog: values['contract-log'], dataDir, behindProxy: values['behind-proxy'] });
} catch (error) {
  console.error(`The classroom did not start: ${error instanceof Error ? error.message : String(error)}`);
  await vite.close();
  process.exit(1);
}

console.log(
  classroomBanner({ scenario: values.scenario, host: values.host, port, roomBase, consoleUrl: server.consoleUrl(roomBase), classCode: server.classCode, tokenGenerated: controlToken === undefined, dataDir, worldsBack: server.worlds.list().length }),
);

closeOnSignals(server, vite);
