/**
 * How the expect runner (./expectRunner.ts) compares what happened with what an entry asks for,
 * apart from the page so Vitest holds it (tests/unit/expectMatch.test.ts).
 */

/** `actual` has every field of `wanted`: objects and lists match in part, other values exactly. */
export function subset(actual: unknown, wanted: unknown): boolean {
  if (typeof wanted !== 'object' || wanted === null) return Object.is(actual, wanted);
  if (typeof actual !== 'object' || actual === null) return false;
  if (Array.isArray(wanted)) return Array.isArray(actual) && wanted.every((item, index) => subset(actual[index], item));
  return Object.entries(wanted).every(([key, value]) => subset((actual as Record<string, unknown>)[key], value));
}

/** A request body as sent (text), read as JSON; undefined when there is none or it is not JSON. */
export function sentJson(body: string | null | undefined): unknown {
  if (!body) return undefined;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return undefined;
  }
}

/** A call entry's `body`: the request's JSON body has its fields (no `body`: any request matches). */
export const bodyMatches = (sent: string | null | undefined, wanted: Record<string, unknown> | undefined): boolean =>
  wanted === undefined || subset(sentJson(sent), wanted);

/** Why a control cannot be pressed or typed into, from what Playwright says of it; null when it can. */
export function blockedState({ enabled, editable }: { enabled: boolean; editable?: boolean }): string | null {
  if (!enabled) return 'disabled';
  if (editable === false) return 'read-only';
  return null;
}

/** Errors of a look at the page that a page load cut short: after the new page is up, the look is made again. */
const CUT_BY_LOAD = /Execution context was destroyed|Cannot find context with specified id|window\.__simulator is not defined|because of a navigation/;

export const cutByLoad = (error: unknown): boolean => error instanceof Error && CUT_BY_LOAD.test(error.message);
