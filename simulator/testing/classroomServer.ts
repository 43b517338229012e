/**
 * A classroom on a free port for the server's tests, with what they do to it: join as a trainee
 * (the world cookie and the world's id) and call the control API with the trainer's token.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join as joinPath } from 'node:path';
import { CONTROL_PATH } from '../server/controlRoute';
import { startClassroom, type ClassroomServer } from '../server/classroom/startClassroom';

/** The origin of the room's pages: a post from it is the classroom's own. */
export const ROOM = 'http://192.168.1.20:4500';

export interface TestClassroom {
  server: ClassroomServer;
  /** A request to the classroom, redirects left unfollowed. */
  at(path: string, init?: RequestInit): Promise<Response>;
  /** A control call as the console sends it, answered as it is. */
  controlCall(world: string, call: string, ...args: unknown[]): Promise<Response>;
  /** A control call's result; throws on any answer but 200. */
  control<R>(world: string, call: string, ...args: unknown[]): Promise<R>;
  /** Joins as `name` from the room: the world cookie (`name=value`) and the world's id. */
  joined(name: string): Promise<{ cookie: string; id: string }>;
  close(): Promise<void>;
}

export async function startTestClassroom({ scenario, classCode }: { scenario: string; classCode: string }): Promise<TestClassroom> {
  const appDir = mkdtempSync(joinPath(tmpdir(), 'classroom-app-'));
  writeFileSync(joinPath(appDir, 'index.html'), '<!doctype html><html><head><title>app</title></head><body><div id="root"></div></body></html>');
  const server = await startClassroom({ port: 0, allowedOrigins: [ROOM], scenario, appDir, classCode });
  const at = (path: string, init: RequestInit = {}) => fetch(`${server.url}${path}`, { redirect: 'manual', ...init });
  const controlCall = (world: string, call: string, ...args: unknown[]) =>
    at(CONTROL_PATH, { method: 'POST', headers: { Authorization: `Bearer ${server.controlToken}`, 'Content-Type': 'application/json' }, body: JSON.stringify({ call, args, world }) });
  const control = async <R>(world: string, call: string, ...args: unknown[]): Promise<R> => {
    const response = await controlCall(world, call, ...args);
    if (response.status !== 200) throw new Error(`${call}: ${response.status} ${await response.text()}`);
    return ((await response.json()) as { result: R }).result;
  };
  return {
    server,
    at,
    controlCall,
    control,
    async joined(name) {
      const response = await at('/join', { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: ROOM }, body: new URLSearchParams({ name, code: classCode }).toString() });
      const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0]!;
      return { cookie, id: server.worlds.list().find((world) => world.name === name)!.id };
    },
    close: () => server.close(),
  };
}
