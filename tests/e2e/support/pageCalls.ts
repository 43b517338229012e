/**
 * The calls a simulator build's page sends, as the test sees them. The in-page simulator answers
 * inside the page's own `fetch` (decision 0532): its answers never reach the network, so
 * Playwright's request events and `page.route` do not see them. An init script wraps the page's
 * `fetch` at the moment the simulator has started (it sets `window.__simulator` last, before the
 * app's first call), outside the simulator's own, and tells the test each call as it leaves and
 * each answer as it comes.
 */
import type { BrowserContext, Page } from '@playwright/test';

const BINDING = '__pageCall';
/** Dispatched in the page, synchronously, when the simulator has started: a test's own fetch layer wraps then (holdRequests). */
export const SIMULATOR_STARTED_EVENT = 'test:simulator-started';

export interface PageCall {
  /** One per call: its answer has the same id. */
  id: number;
  phase: 'sent' | 'answered' | 'failed';
  method: string;
  /** Absolute. */
  url: string;
  /** The body as sent, when it was a string (the app sends JSON), else null. */
  body: string | null;
  /** The answer's status ('answered' only). */
  status?: number;
}

/** The call's path, without the query. */
export const pathOf = (call: Pick<PageCall, 'url'>): string => new URL(call.url).pathname;
/** The JSON the call sent. */
export const sentJson = (call: Pick<PageCall, 'body'>): unknown => JSON.parse(call.body ?? 'null');

type Listener = (call: PageCall) => void;
const listeners = new WeakMap<Page, Set<Listener>>();

function listenersOf(page: Page): Set<Listener> {
  let set = listeners.get(page);
  if (!set) listeners.set(page, (set = new Set()));
  return set;
}

/** Before the context's first page opens: every page of `context` reports its calls. */
export async function watchPageCalls(context: Pick<BrowserContext, 'exposeBinding' | 'addInitScript'>): Promise<void> {
  await context.exposeBinding(BINDING, ({ page }, call: PageCall) => {
    for (const listener of listenersOf(page)) listener(call);
  });
  await context.addInitScript(
    ({ binding, started }) => {
      let control: unknown;
      let ids = 0;
      const report = (call: unknown) => void (window as unknown as Record<string, (call: unknown) => Promise<void>>)[binding]?.(call);
      const wrapFetch = () => {
        const inner = window.fetch;
        window.fetch = function watchedFetch(input, init) {
          const id = (ids += 1);
          const request = input instanceof Request ? input : null;
          const url = new URL(request ? request.url : String(input), window.location.href).href;
          const method = init?.method ?? request?.method ?? 'GET';
          report({ id, phase: 'sent', method, url, body: typeof init?.body === 'string' ? init.body : null });
          const answered = inner.call(window, input, init);
          answered.then(
            (response) => report({ id, phase: 'answered', method, url, body: null, status: response.status }),
            () => report({ id, phase: 'failed', method, url, body: null }),
          );
          return answered;
        };
      };
      Object.defineProperty(window, '__simulator', {
        configurable: true,
        enumerable: true,
        get: () => control,
        set(value: unknown) {
          const first = control === undefined;
          control = value;
          if (!first) return;
          window.dispatchEvent(new Event(started));
          wrapFetch();
        },
      });
    },
    { binding: BINDING, started: SIMULATOR_STARTED_EVENT },
  );
}

/** Hears each call the page sends and each answer it gets, until the returned function is called. */
export function onPageCall(page: Page, listener: Listener): () => void {
  const set = listenersOf(page);
  set.add(listener);
  return () => void set.delete(listener);
}

/** The next call matching `matches` (a 'sent' one unless the predicate asks for another phase). */
export function nextPageCall(page: Page, matches: (call: PageCall) => boolean): Promise<PageCall> {
  return new Promise((resolve) => {
    const stop = onPageCall(page, (call) => {
      if (!matches(call)) return;
      stop();
      resolve(call);
    });
  });
}
