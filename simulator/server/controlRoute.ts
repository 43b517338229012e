/**
 * The control API over HTTP, for tests and tools that drive a simulator server from outside the
 * page: POST /__simulator/control with `{ "call": "clock.advance", "args": [30000] }` runs
 * `control.clock.advance(30000)` (in the world named by `world`, decision 0297) and answers `{ "result": … }`. Only functions of the control
 * object can be reached; anything else answers 400. Who may call is checked from the headers
 * before the body is read (controlAccess.ts); answers carry no password or token (decision 0276).
 */
import { z } from 'zod';
import type { SimulatorControl } from '../control/types';
import { controlRefusal } from './controlAccess';
import { redactSecrets } from './controlRedaction';
import { WorldsFull } from './worlds';

export const CONTROL_PATH = '/__simulator/control';

/** A route the HTTP bridge answers itself, before the API handlers. */
export interface OwnRoute {
  /** The exact path, or a test of the path (the classroom's app files). */
  path: string | ((pathname: string) => boolean);
  /** A refusal decided from the method and headers alone, so a refused body is never read. */
  refuse(method: string, headers: Headers): Response | null;
  /** `client`: where the request came from (the classroom limits joins per address). */
  answer(request: Request, client: { address: string }): Promise<Response>;
}

const controlRequestSchema = z.object({
  call: z.string().regex(/^[a-zA-Z]+(\.[a-zA-Z]+)*$/, 'a dotted name such as clock.advance'),
  args: z.array(z.unknown()).default([]),
  /** The world the call drives (its public id, decision 0297); left out: the server's default world. */
  world: z.string().max(40).optional(),
});

type Callable = (...args: unknown[]) => unknown;

function resolveCall(root: object, call: string): { target: object; fn: Callable } | null {
  let target: object = root;
  let value: unknown = root;
  for (const part of call.split('.')) {
    if (typeof value !== 'object' || value === null || !Object.hasOwn(value, part)) return null;
    target = value;
    value = (value as Record<string, unknown>)[part];
  }
  return typeof value === 'function' ? { target, fn: value as Callable } : null;
}

/** Every password and session token the simulator holds now: blanked wherever an answer carries one. */
export function liveSecrets(control: SimulatorControl): string[] {
  const passwords = control.db.list('users').map((user) => user.password);
  const tokens = control.db.list('sessions').map((session) => session.token);
  return [...passwords, ...tokens].filter((value): value is string => typeof value === 'string');
}

export interface ControlRouteOptions {
  token: string;
  allowedOrigins: readonly string[];
  /** The control API of a world, or why there is none. */
  controlOf(world: string | undefined): SimulatorControl | { error: string };
  /** Calls on the server's worlds (`worlds.create`, `worlds.list`, `worlds.end`), beside each world's own. */
  worlds: object;
}

/**
 * The call's result, or why it refused (issue 35): a control function throws on arguments it
 * cannot take (an unknown collection, a speed out of range), which is the caller's mistake, 400
 * with the reason; a server at its cap of worlds is full for now, 503 (decision 0354).
 */
async function answered(run: () => unknown, secrets: readonly string[]): Promise<Response> {
  try {
    return Response.json({ result: redactSecrets((await run()) ?? null, secrets) });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return Response.json({ error: redactSecrets(reason, secrets) }, { status: error instanceof WorldsFull ? 503 : 400 });
  }
}

export function createControlRoute({ token, allowedOrigins, controlOf, worlds }: ControlRouteOptions): OwnRoute {
  return {
    path: CONTROL_PATH,
    refuse(method, headers) {
      if (method !== 'POST') return Response.json({ error: `POST ${CONTROL_PATH}` }, { status: 405, headers: { Allow: 'POST' } });
      const refusal = controlRefusal(headers, token, allowedOrigins);
      return refusal ? Response.json({ error: refusal.error }, { status: refusal.status, headers: refusal.headers }) : null;
    },
    async answer(request) {
      const parsed = controlRequestSchema.safeParse(await request.json().catch(() => null));
      if (!parsed.success) return Response.json({ error: `Expected { call, args }: ${parsed.error.issues[0]?.message ?? 'invalid'}` }, { status: 400 });
      const { call, args, world } = parsed.data;
      if (call.startsWith('worlds.')) {
        const resolved = resolveCall({ worlds }, call);
        if (!resolved) return Response.json({ error: `${call} is not a control function` }, { status: 400 });
        return answered(() => resolved.fn.apply(resolved.target, args), []);
      }
      const control = controlOf(world);
      if ('error' in control) return Response.json({ error: control.error }, { status: 404 });
      const resolved = resolveCall(control, call);
      if (!resolved) return Response.json({ error: `${call} is not a control function` }, { status: 400 });
      return answered(() => resolved.fn.apply(resolved.target, args), liveSecrets(control));
    },
  };
}
