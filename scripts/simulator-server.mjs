#!/usr/bin/env node
/**
 * npm run simulator:server -- [--port 4400] [--scenario NAME] [--origin http://localhost:4173]...
 *
 * The simulator as a real HTTP and WebSocket server on localhost (simulator/server/startServer.ts).
 * The simulator's TypeScript (scenario files read with ?raw) is loaded through
 * Vite's SSR loader, so the server runs the same modules as the page and Vitest, unbuilt.
 */
import { parseArgs } from 'node:util';
import { createServer } from 'vite';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4400' },
    scenario: { type: 'string', default: 'default' },
    origin: { type: 'string', multiple: true, default: ['http://localhost:4173', 'http://localhost:5173'] },
  },
});
const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port must be a port number, not "${values.port}"`);
  process.exit(2);
}

const vite = await createServer({ mode: 'simulator', logLevel: 'warn', appType: 'custom', server: { middlewareMode: true, hmr: false, ws: false } });
let server;
try {
  const { startSimulatorServer } = await vite.ssrLoadModule('/simulator/server/startServer.ts');
  server = await startSimulatorServer({ port, host: 'localhost', scenario: values.scenario, allowedOrigins: values.origin });
} catch (error) {
  console.error(`The simulator server did not start: ${error instanceof Error ? error.message : String(error)}`);
  await vite.close();
  process.exit(1);
}

console.log(`Simulator server (scenario "${values.scenario}") at ${server.url}
  API:         ${server.apiBaseUrl}
  Hub stream:  ${server.streamUrl}
  Control:     POST ${server.url}/__simulator/control  {"call":"clock.advance","args":[30000]}
  CORS allows: ${values.origin.join(', ')}
A production build that talks to it:
  VITE_API_BASE_URL=${server.apiBaseUrl} VITE_HUB_STREAM_URL=${server.streamUrl} npm run build`);

async function stop() {
  await server.close();
  await vite.close();
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
