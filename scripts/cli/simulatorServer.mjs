#!/usr/bin/env node
// @ts-check
/**
 * npm run simulator:server -- [--port 4400] [--host localhost] [--scenario NAME] [--origin http://localhost:4173]...
 *                             [--control-token TOKEN]   (or SIMULATOR_CONTROL_TOKEN in the environment)
 *                             [--contract-log]          (tests: each world keeps what it was sent and answered, decision 0334)
 *                             [--data-dir DIR]          (keeps the worlds there; a start on it brings them back, decision 0395)
 *
 * The simulator as a real HTTP and WebSocket server (simulator/server/startServer.ts). The control
 * API needs a token: the one given, or a random one printed once below (decision 0275). The
 * simulator's TypeScript (scenario files read with ?raw) is loaded through Vite's SSR loader, so
 * the server runs the same modules as the page and Vitest, unbuilt.
 */
import { scriptVite } from '../lib/scriptVite.mjs';
import { simulatorServerBanner } from '../lib/serverBanners.mjs';
import { closeOnSignals, readServerOptions } from '../lib/serverOptions.mjs';

const { values, port, controlToken } = readServerOptions(
  { port: '4400', host: 'localhost', scenario: 'default', origin: ['http://localhost:4173', 'http://localhost:5173'] },
  { options: { 'contract-log': { type: 'boolean', default: false }, 'data-dir': { type: 'string' } } },
);

const vite = await scriptVite('simulator');
/** @type {Awaited<ReturnType<typeof import('../../simulator/server/startServer').startSimulatorServer>>} */
let server;
try {
  const { startSimulatorServer } = await vite.ssrLoadModule('/simulator/server/startServer.ts');
  server = await startSimulatorServer({ port, host: values.host, scenario: values.scenario, allowedOrigins: values.origin, controlToken, contractLog: values['contract-log'], dataDir: values['data-dir'] });
} catch (error) {
  console.error(`The simulator server did not start: ${error instanceof Error ? error.message : String(error)}`);
  await vite.close();
  process.exit(1);
}

console.log(simulatorServerBanner({ scenario: values.scenario, host: values.host, server, tokenGenerated: controlToken === undefined, origins: values.origin }));

closeOnSignals(server, vite);
