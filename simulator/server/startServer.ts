/**
 * The simulator as a real server: the provider API over HTTP and the hub stream over a WebSocket,
 * on one localhost port, from the same handlers, data, scenarios and clock as the page and
 * Vitest. A production build configured with its URLs talks to it over the network.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { captureRealTime } from '../clock/realTime';
import { createSimClock } from '../clock/simClock';
import { createControl } from '../control/createControl';
import type { SimulatorControl } from '../control/types';
import { createSimulator } from '../world/createSimulator';
import { createHandlers } from '../handlers';
import { createFlagServiceHandlers } from '../handlers/flagService';
import { DEFAULT_SCENARIO, resolveScenario } from '../scenario/catalogue';
import { controlTokenProblem, hostProblem, randomControlToken } from './controlAccess';
import { createControlRoute } from './controlRoute';
import { createHttpBridge } from './httpBridge';
import { createWsTransport } from './wsTransport';

export const API_PATH = '/api';
export const STREAM_PATH = '/stream';
/** Where the server answers OFREP, the flag service's protocol (VITE_FLAG_SERVICE_URL of a build that uses it). */
export const FLAGS_PATH = '/flags';

export interface SimulatorServerOptions {
  /** 0 picks a free port. */
  port: number;
  /** Default 127.0.0.1; an address other machines reach needs `controlToken` (decision 0275). */
  host?: string;
  /** The token every control call must show; default: a random one (the server's `controlToken`). */
  controlToken?: string;
  /** Larger request bodies are answered 413 without being read; default 4 MiB. */
  maxBodyBytes?: number;
  /** A scenario name from scenarios/ or a scenario object; default: "default". */
  scenario?: string | object;
  /** Browser origins allowed by CORS (where the app is served). */
  allowedOrigins: readonly string[];
}

export interface SimulatorServer {
  /** http://localhost:port */
  url: string;
  apiBaseUrl: string;
  streamUrl: string;
  flagServiceUrl: string;
  /** What control calls show as `Authorization: Bearer …`. */
  controlToken: string;
  control: SimulatorControl;
  close(): Promise<void>;
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve((server.address() as AddressInfo).port));
  });
}

export async function startSimulatorServer({ port, host = '127.0.0.1', scenario, allowedOrigins, controlToken, maxBodyBytes }: SimulatorServerOptions): Promise<SimulatorServer> {
  const refused = hostProblem(host, controlToken !== undefined) ?? (controlToken === undefined ? null : controlTokenProblem(controlToken));
  if (refused) throw new Error(refused);
  const token = controlToken ?? randomControlToken();
  const resolved = resolveScenario(scenario ?? DEFAULT_SCENARIO);
  if (!resolved.ok) throw new Error(resolved.error);

  // The port must be known before the handlers are made for it; until then the server says so.
  let answer = (_: IncomingMessage, response: ServerResponse): Promise<void> => {
    response.writeHead(503).end('Starting');
    return Promise.resolve();
  };
  const http = createServer((request, response) => void answer(request, response));
  const bound = await listen(http, port, host);
  const url = `http://localhost:${bound}`;

  const real = captureRealTime();
  const now = real.now();
  const clock = createSimClock({ target: null, real, anchor: { simTime: now, realTime: now, speed: 1 } });
  const transport = createWsTransport({ http, path: STREAM_PATH, publicUrl: url.replace(/^http/, 'ws'), allowedOrigins });
  const sim = createSimulator({ clock, saving: null, transport });
  const started = await sim.start(resolved.scenario);
  if (!started.ok) {
    sim.stream.close();
    clock.stop();
    http.close();
    throw new Error(started.error);
  }
  const control = createControl(sim);
  const apiBaseUrl = `${url}${API_PATH}`;
  const own = createControlRoute(control, { token, allowedOrigins });
  const flagServiceUrl = `${url}${FLAGS_PATH}`;
  const handlers = [...createHandlers(apiBaseUrl, sim), ...createFlagServiceHandlers(flagServiceUrl, () => sim.active().scenario.flags)];
  answer = createHttpBridge({ handlers, publicUrl: url, allowedOrigins, own, maxBodyBytes });

  return {
    url,
    apiBaseUrl,
    streamUrl: `${url.replace(/^http/, 'ws')}${STREAM_PATH}`,
    flagServiceUrl,
    controlToken: token,
    control,
    close: () =>
      new Promise<void>((resolve) => {
        sim.stream.close();
        clock.stop();
        http.closeAllConnections();
        http.close(() => resolve());
      }),
  };
}
