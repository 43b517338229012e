/**
 * A classroom on the simulator server (decision 0298): no default world (every request must carry
 * a trainee's world key), the join page, the trainee script, the trainer console and the app
 * build, all on one origin.
 */
import { randomInt } from 'node:crypto';
import { join, resolve } from 'node:path';
import { startSimulatorServer, type SimulatorServer, type SimulatorServerOptions } from '../startServer';
import { classroomRoutes, CONSOLE_PATH } from './classroom';
import { createClassRecords, historyRoute } from './classRecords';

export interface ClassroomServerOptions extends Omit<SimulatorServerOptions, 'worldless' | 'routes'> {
  appDir: string;
  /** What trainees type to join; default: the one kept in `dataDir`, or a random one (the server's `classCode`). */
  classCode?: string;
  /** Behind nginx on this machine (scripts/cli/classroomFarm.mjs): joins are limited by the address nginx forwards. */
  behindProxy?: boolean;
}

export interface ClassroomServer extends SimulatorServer {
  classCode: string;
  /** Where the trainer opens the console: carries the token in the fragment, which no request sends. */
  consoleUrl(base: string): string;
}

/** Letters and digits no one misreads on a projector (no i, l, o, 0, 1). */
const CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/**
 * Six characters, about 30 bits: with ten tries a minute per address (joinLimit.ts) a guesser
 * needs years; read out as two groups of three.
 */
export function randomClassCode(): string {
  const chars = Array.from({ length: 6 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]);
  return `${chars.slice(0, 3).join('')}-${chars.slice(3).join('')}`;
}

/** Without a class code anyone on the room's network could take every place (issue 35): there is always one (decision 0353). */
export async function startClassroom({ appDir, classCode: given, behindProxy, ...options }: ClassroomServerOptions): Promise<ClassroomServer> {
  // A class kept in a data directory (decision 0395) keeps its code, its worlds and its trainees' history.
  const records = options.dataDir === undefined ? null : createClassRecords(options.dataDir);
  const classCode = given ?? records?.keptCode() ?? randomClassCode();
  records?.keepCode(classCode);
  const server = await startSimulatorServer({
    ...options,
    worldless: 'refuse',
    routes(parts) {
      const routes = (own: typeof parts) => classroomRoutes(own, { appDir: resolve(appDir), classCode, allowedOrigins: options.allowedOrigins, scenario: options.scenario, behindProxy, recordingsDir: options.dataDir === undefined ? undefined : join(options.dataDir, 'worlds') });
      if (!records) return routes(parts);
      parts.worlds.list().forEach((world) => records.watch(world, classCode));
      parts.worlds.onEnd((world) => records.ended(world));
      const createWorld: typeof parts.createWorld = async (name, scenario) => {
        const world = await parts.createWorld(name, scenario);
        records.watch(world, classCode);
        return world;
      };
      return [...routes({ ...parts, createWorld }), historyRoute(records, classCode, parts.controlToken, options.allowedOrigins)];
    },
  });
  return { ...server, classCode, consoleUrl: (base) => `${base}${CONSOLE_PATH}#token=${encodeURIComponent(server.controlToken)}` };
}
