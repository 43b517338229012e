#!/usr/bin/env node
/**
 * npm run simulator:server -- [--port 4400] [--host localhost] [--scenario NAME] [--origin http://localhost:4173]...
 *                             [--control-token TOKEN]   (or SIMULATOR_CONTROL_TOKEN in the environment)
 *                             [--contract-log]          (tests: each world keeps what it was sent and answered, decision 0334)
 *
 * The simulator as a real HTTP and WebSocket server (simulator/server/startServer.ts). The control
 * API needs a token: the one given, or a random one printed below (decision 0275). The
 * simulator's TypeScript (scenario files read with ?raw) is loaded through Vite's SSR loader, so
 * the server runs the same modules as the page and Vitest, unbuilt.
 */
import { scriptVite } from './scriptVite.mjs';
import { TOKEN_ENV, readServerOptions } from './serverOptions.mjs';

const { values, port, controlToken } = readServerOptions(
  { port: '4400', host: 'localhost', scenario: 'default', origin: ['http://localhost:4173', 'http://localhost:5173'] },
  { options: { 'contract-log': { type: 'boolean', default: false } } },
);

const vite = await scriptVite('simulator');
let server;
try {
  const { startSimulatorServer } = await vite.ssrLoadModule('/simulator/server/startServer.ts');
  server = await startSimulatorServer({ port, host: values.host, scenario: values.scenario, allowedOrigins: values.origin, controlToken, contractLog: values['contract-log'] });
} catch (error) {
  console.error(`The simulator server did not start: ${error instanceof Error ? error.message : String(error)}`);
  await vite.close();
  process.exit(1);
}

const tokenSource = controlToken ? 'as given' : `random; set --control-token or ${TOKEN_ENV} to choose it`;
console.log(`Simulator server (scenario "${values.scenario}") at ${server.url}, listening on ${values.host}
  API:           ${server.apiBaseUrl}
  Hub stream:    ${server.streamUrl}
  Flag service:  ${server.flagServiceUrl}  (OFREP)
  Error reports: ${server.reportDsn}  (a Sentry DSN; each world keeps what it is sent, control call "reports")
  Control token: ${server.controlToken}  (${tokenSource})
  Control:       curl -X POST ${server.url}/__simulator/control -H 'Authorization: Bearer ${server.controlToken}' \\
                   -H 'Content-Type: application/json' -d '{"call":"clock.advance","args":[30000]}'
  CORS allows:   ${values.origin.join(', ')}
A production build that talks to it:
  VITE_API_BASE_URL=${server.apiBaseUrl} VITE_HUB_STREAM_URL=${server.streamUrl} VITE_FLAG_SERVICE_URL=${server.flagServiceUrl} \\
  VITE_SENTRY_DSN=${server.reportDsn} npm run build`);

async function stop() {
  await server.close();
  await vite.close();
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
