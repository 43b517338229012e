import { http, HttpResponse } from 'msw';
import type { CallName } from '../../../app/api/calls';
import { calls } from '../../../app/api/calls';
import { env } from '../../../app/config/env';
import type { NodeSimulator } from '../../../simulator/node';

/** The five ways an answer breaks (issue 23): each a failure the app must not take for success. */
export const breakages = ['200 unreadable JSON', '200 wrong shape', '500 unreadable', '500 with a message', 'network error'] as const;
export type Breakage = (typeof breakages)[number];

/** The message the '500 with a message' answer carries, which the installer must see. */
export const SERVER_MESSAGE = 'The hub did not accept the change.';

const notJson = (status: number) => () =>
  new HttpResponse('<html><body>Bad gateway</body></html>', { status, headers: { 'Content-Type': 'text/html' } });

/**
 * Breaks the next answers of `call`: through the simulator's fault pipeline where a fault can
 * say it, by an MSW override where the body is not JSON at all. `wrongShape` is a body of the
 * wrong shape for that call's answer. Undo with `sim.control.faults.clear()` and `sim.server.resetHandlers()`.
 */
export function breakAnswers(sim: NodeSimulator, call: CallName, breakage: Breakage, wrongShape: Record<string, unknown>): void {
  const spec = calls[call];
  const unreadable = (status: number) => {
    const route = http[spec.method.toLowerCase() as Lowercase<typeof spec.method>];
    sim.server.use(route(`${env.apiBaseUrl}${spec.path}`, notJson(status)));
  };
  const fault = (value: Record<string, unknown>) => {
    const added = sim.control.faults.add(value);
    if (!added.ok) throw new Error(added.error);
  };
  switch (breakage) {
    case '200 unreadable JSON':
      return unreadable(200);
    case '500 unreadable':
      return unreadable(500);
    case '200 wrong shape':
      return fault({ kind: 'http', call, status: 200, body: wrongShape });
    case '500 with a message':
      return fault({ kind: 'http', call, status: 500, body: { message: SERVER_MESSAGE } });
    case 'network error':
      return fault({ kind: 'network', call, failure: 'error' });
  }
}
