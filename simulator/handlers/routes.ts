/**
 * The call table grouped by method and path: calls that differ only by query keys share one
 * MSW route, and the request is told apart by identifyCall when it arrives.
 */
import { calls, callNames, type CallName, type CallSpec, type HttpMethod } from '../../app/api/calls';

export interface Route {
  method: HttpMethod;
  path: string;
  calls: CallName[];
}

export function routesFromCallTable(): Route[] {
  const routes = new Map<string, Route>();
  callNames.forEach((name) => {
    const { method, path } = calls[name] as CallSpec;
    const key = `${method} ${path}`;
    const route = routes.get(key) ?? { method, path, calls: [] };
    route.calls.push(name);
    routes.set(key, route);
  });
  return [...routes.values()];
}

/** The query keys that tell this route's calls apart, for the message when none is sent. */
export function distinguishingKeys(route: Route): string[] {
  return [...new Set(route.calls.flatMap((name) => (calls[name] as CallSpec).query ?? []))];
}
