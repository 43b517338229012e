/**
 * The control API over HTTP, for tests and tools that drive a simulator server from outside the
 * page: POST /__simulator/control with `{ "call": "clock.advance", "args": [30000] }` runs
 * `control.clock.advance(30000)` and answers `{ "result": … }`. Only functions of the control
 * object can be reached; anything else answers 400.
 */
import { z } from 'zod';
import type { SimulatorControl } from '../control/types';

export const CONTROL_PATH = '/__simulator/control';

const controlRequestSchema = z.object({
  call: z.string().regex(/^[a-zA-Z]+(\.[a-zA-Z]+)*$/, 'a dotted name such as clock.advance'),
  args: z.array(z.unknown()).default([]),
});

type Callable = (...args: unknown[]) => unknown;

function resolveCall(control: SimulatorControl, call: string): { target: object; fn: Callable } | null {
  let target: object = control;
  let value: unknown = control;
  for (const part of call.split('.')) {
    if (typeof value !== 'object' || value === null || !Object.hasOwn(value, part)) return null;
    target = value;
    value = (value as Record<string, unknown>)[part];
  }
  return typeof value === 'function' ? { target, fn: value as Callable } : null;
}

export function createControlRoute(control: SimulatorControl) {
  return async function answer(request: Request): Promise<Response | null> {
    if (new URL(request.url).pathname !== CONTROL_PATH) return null;
    if (request.method !== 'POST') return Response.json({ error: `POST ${CONTROL_PATH}` }, { status: 405 });
    const parsed = controlRequestSchema.safeParse(await request.json().catch(() => null));
    if (!parsed.success) return Response.json({ error: `Expected { call, args }: ${parsed.error.issues[0]?.message ?? 'invalid'}` }, { status: 400 });
    const resolved = resolveCall(control, parsed.data.call);
    if (!resolved) return Response.json({ error: `${parsed.data.call} is not a control function` }, { status: 400 });
    const result: unknown = await resolved.fn.apply(resolved.target, parsed.data.args);
    return Response.json({ result: result ?? null });
  };
}
