/**
 * MSW handlers for every call in app/api/calls.ts, registered from the table itself so a new
 * call can never be missing, plus a catch-all that answers unknown API paths with 404.
 */
import { http, type HttpHandler } from 'msw';
import type { Simulator } from '../core/simulator';
import { answer, type AnswerTap } from './pipeline';
import { distinguishingKeys, routesFromCallTable } from './routes';
import type { SentRequests } from './sentRequests';

function basePathOf(baseUrl: string): string {
  if (!baseUrl) throw new Error('The simulator needs the API base URL (VITE_API_BASE_URL)');
  const pathname = /^[a-z]+:\/\//i.test(baseUrl) ? new URL(baseUrl).pathname : baseUrl;
  return pathname.replace(/\/+$/, '');
}

/**
 * `tap` hears every answer (the Vitest suite's contract check, decision 0315); `sent` knows when the
 * page sent each request, for the trace's order (decision 0456).
 */
export function createHandlers(baseUrl: string, sim: Simulator, tap?: AnswerTap, sent?: SentRequests): HttpHandler[] {
  const base = baseUrl.replace(/\/+$/, '');
  const basePath = basePathOf(baseUrl);
  const routes = routesFromCallTable().map((route) => {
    const register = http[route.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'];
    const routeQueryKeys = distinguishingKeys(route);
    return register(`${base}${route.path}`, ({ request, params }) =>
      answer(sim, basePath, { request, params, routeCalls: route.calls, routeQueryKeys, answeredWhenSent: sent?.answeredWhenSent(request) }, tap));
  });
  const catchAll = http.all(`${base}/*`, ({ request, params }) =>
    answer(sim, basePath, { request, params, routeCalls: [], routeQueryKeys: [], answeredWhenSent: sent?.answeredWhenSent(request) }, tap));
  return [...routes, catchAll];
}
