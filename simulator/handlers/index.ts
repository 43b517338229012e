/**
 * MSW handlers for every call in app/api/calls.ts, found from the table itself so a new call can
 * never be missing; a path that is no call answers 404.
 */
import { http, type HttpHandler } from 'msw';
import { templateParams } from '../../app/api/calls';
import type { Simulator } from '../core/simulator';
import { answer, type AnswerTap } from './pipeline';
import { distinguishingKeys, routesFromCallTable, type Route } from './routes';
import type { SentRequests } from './sentRequests';

function basePathOf(baseUrl: string): string {
  if (!baseUrl) throw new Error('The simulator needs the API base URL (VITE_API_BASE_URL)');
  const pathname = /^[a-z]+:\/\//i.test(baseUrl) ? new URL(baseUrl).pathname : baseUrl;
  return pathname.replace(/\/+$/, '');
}

/**
 * `tap` hears every answer (the Vitest suite's contract check, decision 0315); `sent` knows when the
 * page sent each request, for the trace's order (decision 0456).
 *
 * One MSW handler finds the route itself: MSW tries handlers one after another, each parsing the
 * URL, the page's cookies and its path pattern anew, which in Chromium cost about 2 ms a request
 * over the call table's routes (decision 0505).
 */
export function createHandlers(baseUrl: string, sim: Simulator, tap?: AnswerTap, sent?: SentRequests): HttpHandler[] {
  const base = baseUrl.replace(/\/+$/, '');
  const basePath = basePathOf(baseUrl);
  // Matched as MSW matched each route when it was a handler of its own: in any case, parameters decoded.
  const routes = routesFromCallTable().map((route) => ({ route, match: templateParams(route.path, { anyCase: true }), queryKeys: distinguishingKeys(route) }));
  return [
    http.all(`${base}/*`, ({ request }) => {
      const path = new URL(request.url).pathname.slice(basePath.length);
      let found: { params: Record<string, string>; calls: Route['calls']; queryKeys: string[] } | undefined;
      for (const { route, match, queryKeys } of routes) {
        const params = route.method === request.method ? match(path) : null;
        if (params) {
          found = { params, calls: route.calls, queryKeys };
          break;
        }
      }
      return answer(sim, basePath, {
        request,
        params: found?.params ?? {},
        routeCalls: found?.calls ?? [],
        routeQueryKeys: found?.queryKeys ?? [],
        answeredWhenSent: sent?.answeredWhenSent(request),
      }, tap);
    }),
  ];
}
