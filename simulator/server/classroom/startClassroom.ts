/**
 * A classroom on the simulator server (decision 0298): no default world (every request must carry
 * a trainee's world key), the join page, the trainee script, the trainer console and the app
 * build, all on one origin.
 */
import { resolve } from 'node:path';
import { startSimulatorServer, type SimulatorServer, type SimulatorServerOptions } from '../startServer';
import { classroomRoutes, CONSOLE_PATH } from './classroom';

export interface ClassroomServerOptions extends Omit<SimulatorServerOptions, 'worldless' | 'routes'> {
  appDir: string;
  classCode?: string;
}

export interface ClassroomServer extends SimulatorServer {
  /** Where the trainer opens the console: carries the token in the fragment, which no request sends. */
  consoleUrl(base: string): string;
}

export async function startClassroom({ appDir, classCode, ...options }: ClassroomServerOptions): Promise<ClassroomServer> {
  const server = await startSimulatorServer({
    ...options,
    worldless: 'refuse',
    routes: (parts) => classroomRoutes(parts, { appDir: resolve(appDir), classCode, allowedOrigins: options.allowedOrigins }),
  });
  return { ...server, consoleUrl: (base) => `${base}${CONSOLE_PATH}#token=${encodeURIComponent(server.controlToken)}` };
}
