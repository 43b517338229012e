/**
 * The flag service, as a deployment's flagd (or any OFREP service) answers it: OpenFeature's remote
 * evaluation protocol (OFREP) over the running scenario's flags, evaluated by flagd's own engine,
 * so simulator builds and the simulator server exercise the production build's flag path
 * (decision 0294). Bulk evaluation is what the web provider asks; a single flag is answered too.
 */
import type { EvaluationContext } from '@openfeature/core';
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { ScenarioFlags } from '../scenario/flags';

/** The path OFREP puts under the service's address. */
export const OFREP_BULK_PATH = '/ofrep/v1/evaluate/flags';

function contextOf(body: unknown): EvaluationContext | null {
  if (typeof body !== 'object' || body === null) return null;
  const context = (body as { context?: unknown }).context;
  return typeof context === 'object' && context !== null && !Array.isArray(context) ? (context as EvaluationContext) : null;
}

async function readContext(request: Request): Promise<EvaluationContext | null> {
  try {
    return contextOf(await request.json());
  } catch {
    return null;
  }
}

const invalidContext = () =>
  HttpResponse.json({ errorCode: 'INVALID_CONTEXT', errorDetails: 'The body must be {"context": {...}}' }, { status: 400 });

/**
 * flagd's engine (JsonLogic, semver, hashing: about a quarter of the in-page simulator) loads at
 * the first flag request: the app asks for flags only once signed in, so the sign-in page and a
 * demo's start do without it (issue 35).
 */
const flagEngine = () => import('../scenario/flagEvaluation');

/** `serviceUrl`: the address the app's VITE_FLAG_SERVICE_URL names; `flags`: the running scenario's. */
export function createFlagServiceHandlers(serviceUrl: string, flags: () => ScenarioFlags): HttpHandler[] {
  const bulk = `${serviceUrl.replace(/\/+$/, '')}${OFREP_BULK_PATH}`;
  return [
    http.post(bulk, async ({ request }) => {
      const context = await readContext(request);
      if (!context) return invalidContext();
      const { evaluateFlags } = await flagEngine();
      return HttpResponse.json({ flags: evaluateFlags(flags(), context) });
    }),
    http.post(`${bulk}/:key`, async ({ request, params }) => {
      const context = await readContext(request);
      if (!context) return invalidContext();
      const { evaluateFlags } = await flagEngine();
      const found = evaluateFlags(flags(), context).find(({ key }) => key === params.key);
      if (!found) return HttpResponse.json({ key: params.key, errorCode: 'FLAG_NOT_FOUND' }, { status: 404 });
      return HttpResponse.json(found);
    }),
  ];
}
