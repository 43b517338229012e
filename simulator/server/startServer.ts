/**
 * The simulator as a real server: the provider API over HTTP and the hub stream over a WebSocket,
 * on one localhost port, from the same handlers, data, scenarios and clock as the page and
 * Vitest. A production build configured with its URLs talks to it over the network. It holds
 * worlds (decision 0297): the default one for requests naming none, and one per trainee or test
 * worker, each found by the key its requests carry.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { captureRealTime } from '../clock/realTime';
import { answerClientErrors } from './clientErrors';
import { keepIdleConnections } from './idleConnections';
import type { SimulatorControl } from '../control/types';
import { DEFAULT_SCENARIO, resolveScenario } from '../scenario/catalogue';
import type { Scenario } from '../scenario/schema';
import { controlTokenProblem, hostProblem, randomControlToken } from './controlAccess';
import { createControlRoute, liveSecrets, type OwnRoute } from './controlRoute';
import { redactSecrets } from './controlRedaction';
import { createHttpBridge, headersOf } from './httpBridge';
import { reportDsnOf } from './reportDsn';
import { createWorld, randomWorldKey, type World } from './world';
import { worldKeyOf } from './worldKey';
import { createWorlds, type Worlds } from './worlds';
import { createWorldStore, memoryKeeping, type KeptWorld } from './worldStore';
import { createWsStreams } from './wsTransport';

export const API_PATH = '/api';
export const STREAM_PATH = '/stream';
/** Where the server answers OFREP, the flag service's protocol (VITE_FLAG_SERVICE_URL of a build that uses it). */
export const FLAGS_PATH = '/flags';
/** The id of the world that answers requests carrying no world key (plain server mode). */
export const DEFAULT_WORLD = 'default';

export interface SimulatorServerOptions {
  /** 0 picks a free port. */
  port: number;
  /** Default 127.0.0.1; an address other machines reach needs `controlToken` (decision 0275). */
  host?: string;
  /** The token every control call must show; default: a random one (the server's `controlToken`). */
  controlToken?: string;
  /** Larger request bodies are answered 413 without being read; default 4 MiB. */
  maxBodyBytes?: number;
  /** A scenario name from scenarios/ or a scenario object; default: "default". New worlds start it too. */
  scenario?: string | object;
  /** Browser origins allowed by CORS (where the app is served). */
  allowedOrigins: readonly string[];
  /**
   * What answers a request that carries no world key (decision 0297): the default world (a single
   * user, the default) or a refusal (a classroom: every trainee must join first).
   */
  worldless?: 'default' | 'refuse';
  /** At most this many worlds besides the default one. */
  maxWorlds?: number;
  /**
   * Test runs: each world keeps what it was sent and answered, its controller's messages and its
   * stream's closes, for `worlds.contractLog` to hand over and clear (decision 0334).
   */
  contractLog?: boolean;
  /**
   * Where the worlds are kept between runs (decision 0395): each change is written there, and a
   * start on the same directory brings every world back. None: worlds live in memory only.
   */
  dataDir?: string;
  /** More routes the server answers itself (the classroom's pages), given the server's parts once it listens. */
  routes?: (parts: ServerParts) => OwnRoute[];
}

/** What the server is made of, for routes added to it. */
export interface ServerParts {
  url: string;
  worlds: Worlds;
  controlToken: string;
  /** Makes a world for a trainee or a test worker, starting the server's scenario (or another). */
  createWorld(name: string, scenario?: string | object): Promise<World>;
}

export interface SimulatorServer extends ServerParts {
  apiBaseUrl: string;
  streamUrl: string;
  /** Each world answers OFREP there for its own scenario's flags. */
  flagServiceUrl: string;
  /** Each world keeps the error reports sent to this DSN (control call `reports`). */
  reportDsn: string;
  /** The default world's control API (also reached by control calls naming no world). */
  control: SimulatorControl;
  close(): Promise<void>;
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve((server.address() as AddressInfo).port));
  });
}

function scenarioOf(nameOrObject: string | object): Scenario {
  const resolved = resolveScenario(nameOrObject);
  if (!resolved.ok) throw new Error(resolved.error);
  return resolved.scenario;
}

const NO_WORLD = Response.json({ detail: 'This browser has joined no world of the simulator: open the join page first.' }, { status: 401 });

export async function startSimulatorServer(options: SimulatorServerOptions): Promise<SimulatorServer> {
  const { port, host = '127.0.0.1', scenario, allowedOrigins, controlToken, maxBodyBytes, worldless = 'default', maxWorlds, routes, contractLog = false, dataDir } = options;
  const refused = hostProblem(host, controlToken !== undefined) ?? (controlToken === undefined ? null : controlTokenProblem(controlToken));
  if (refused) throw new Error(refused);
  const token = controlToken ?? randomControlToken();
  const serverScenario = scenarioOf(scenario ?? DEFAULT_SCENARIO);

  // The port must be known before the handlers are made for it; until then the server says so.
  let answer = (_: IncomingMessage, response: ServerResponse): Promise<void> => {
    response.writeHead(503).end('Starting');
    return Promise.resolve();
  };
  const http = createServer((request, response) => void answer(request, response));
  answerClientErrors(http);
  keepIdleConnections(http);
  const bound = await listen(http, port, host);
  const url = `http://localhost:${bound}`;
  const apiBaseUrl = `${url}${API_PATH}`;
  const flagServiceUrl = `${url}${FLAGS_PATH}`;
  const reportDsn = reportDsnOf(url);
  const real = captureRealTime();

  const streams = createWsStreams({
    http,
    path: STREAM_PATH,
    publicUrl: url.replace(/^http/, 'ws'),
    allowedOrigins,
    worldOf: (request, streamUrl) => worldFor(worldKeyOf(headersOf(request), streamUrl))?.id ?? null,
  });
  const store = dataDir === undefined ? null : createWorldStore({ dataDir, real });
  const kept = store?.load() ?? [];
  const make = (id: string, name: string, worldScenario: Scenario, back?: KeptWorld) => {
    const key = back?.key ?? randomWorldKey();
    const joinedAt = back?.joinedAt ?? real.now();
    const keeping = store ? store.keep({ id, key, name, joinedAt }, back) : memoryKeeping(back);
    return createWorld({ id, name, scenario: worldScenario, apiBaseUrl, flagServiceUrl, reportDsn, real, transport: streams.transportFor(id), contractLog, key, joinedAt, keeping });
  };
  let main: World;
  try {
    const keptMain = kept.find((world) => world.id === DEFAULT_WORLD);
    main = await make(DEFAULT_WORLD, DEFAULT_WORLD, serverScenario, keptMain).catch((error: unknown) => {
      if (!keptMain) throw error;
      console.warn(`The default world did not come back (${error instanceof Error ? error.message : String(error)}): it starts afresh.`);
      return make(DEFAULT_WORLD, DEFAULT_WORLD, serverScenario);
    });
  } catch (error) {
    streams.close();
    http.close();
    throw error;
  }
  const worlds = createWorlds(make, maxWorlds);
  for (const world of kept.filter(({ id }) => id !== DEFAULT_WORLD)) {
    // One world that cannot come back (a scenario no longer in the catalogue) must not keep the class from starting.
    await worlds.bringBack(world, serverScenario).catch((error: unknown) => console.warn(`World ${world.id} (${world.name}) did not come back: ${error instanceof Error ? error.message : String(error)}`));
  }

  function worldFor(key: string | null): World | undefined {
    if (key !== null) return worlds.byKey(key);
    return worldless === 'default' ? main : undefined;
  }

  async function createWorldOf(name: string, worldScenario?: string | object): Promise<World> {
    return worlds.create(name, worldScenario === undefined ? serverScenario : scenarioOf(worldScenario));
  }

  const parts: ServerParts = { url, worlds, controlToken: token, createWorld: createWorldOf };
  const controlRoute = createControlRoute({
    token,
    allowedOrigins,
    controlOf(id) {
      if (id === undefined || id === DEFAULT_WORLD) return main.control;
      return worlds.byId(id)?.control ?? { error: `No world ${id} on this server` };
    },
    worlds: {
      create: async (name: unknown = 'test', worldScenario?: string | object) => {
        const world = await createWorldOf(String(name).slice(0, 60), worldScenario);
        return { id: world.id, key: world.key };
      },
      list: () => worlds.list().map(({ id, name, joinedAt }) => ({ id, name, joinedAt })),
      end: (id: unknown) => worlds.end(String(id)),
      // From `{ checkpoint }`, `{ atMs }` or (neither) now (decision 0435).
      async fork(id: unknown, from?: { checkpoint?: unknown; atMs?: unknown }, name?: unknown) {
        const checkpoint = from?.checkpoint === undefined ? undefined : Number(from.checkpoint);
        const atMs = from?.atMs === undefined ? undefined : Number(from.atMs);
        if ([checkpoint, atMs].some((value) => value !== undefined && !Number.isFinite(value))) throw new Error('fork: checkpoint and atMs must be numbers');
        const world = await worlds.fork(String(id), { checkpoint, atMs }, name === undefined ? undefined : String(name));
        return { id: world.id, key: world.key };
      },
      // Redacted as every control answer is (decision 0276): the bodies hold its passwords and tokens.
      async contractLog(id: unknown) {
        const world = String(id) === DEFAULT_WORLD ? main : worlds.byId(String(id));
        const logged = world ? await world.takeContractLog() : null;
        return world && logged ? redactSecrets(logged, liveSecrets(world.control)) : null;
      },
    },
  });
  answer = createHttpBridge({
    handlersFor: (headers) => worldFor(worldKeyOf(headers))?.handlers ?? NO_WORLD.clone(),
    publicUrl: url,
    allowedOrigins,
    own: [controlRoute, ...(routes?.(parts) ?? [])],
    maxBodyBytes,
  });

  return {
    ...parts,
    apiBaseUrl,
    streamUrl: `${url.replace(/^http/, 'ws')}${STREAM_PATH}`,
    flagServiceUrl,
    reportDsn,
    control: main.control,
    async close() {
      worlds.closeAll();
      main.close();
      await store?.flush();
      store?.close();
      streams.close();
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}
