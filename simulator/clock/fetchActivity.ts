/**
 * How many of the page's requests are on their way: counted round `fetch` and on until the app
 * has read the answer's body, so a request between the app and the simulator's worker counts as
 * much as one in a handler, and an answer whose body is still streaming from the worker counts
 * too. The clock's `step` waits for these before it moves on (decision 0320): a poll restarted
 * when its answer is read then restarts at the moment that sent it, whatever the machine's load.
 */
const BODY_READS = ['text', 'json', 'arrayBuffer', 'blob', 'formData', 'bytes'] as const;

/** What the page sends: its method and absolute URL, told as it leaves; the returned release runs when it settles. */
export type OnSend = (method: string, url: string) => () => void;

function sentRequestOf(args: Parameters<typeof fetch>, base: string): { method: string; url: string } {
  const [input, init] = args;
  const request = input instanceof Request ? input : null;
  const url = request ? request.url : new URL(String(input), base).href;
  return { method: init?.method ?? request?.method ?? 'GET', url };
}

/** How many requests are on their way, and a promise of the next change: the clock waits on it instead of spinning through tasks while the page's worker answers. */
export interface RequestCount {
  (): number;
  changed?: () => Promise<void>;
}

/** `onSend` hears each request as the page sends it (../handlers/sentRequests.ts); `base` resolves relative URLs. */
export function trackFetches(target: { fetch: typeof fetch }, onSend?: OnSend, base = 'http://localhost/'): RequestCount {
  const pageFetch = target.fetch;
  let inFlight = 0;
  let wake: Array<() => void> = [];
  const counted = <T>(promise: Promise<T>): Promise<T> => {
    inFlight += 1;
    return promise.finally(() => {
      inFlight -= 1;
      const waiting = wake;
      wake = [];
      waiting.forEach((resolve) => resolve());
    });
  };
  /** Each body read counts while it lasts; the app starts it in the same task the answer arrives in. */
  const countBodyReads = (response: Response): Response => {
    for (const read of BODY_READS) {
      const own = (response as unknown as Record<string, unknown>)[read];
      if (typeof own !== 'function') continue;
      Object.defineProperty(response, read, { configurable: true, value: () => counted((own as () => Promise<unknown>).call(response)) });
    }
    return response;
  };
  target.fetch = function trackedFetch(...args: Parameters<typeof fetch>) {
    let answered: Promise<Response>;
    let release = () => {};
    try {
      if (onSend) {
        const { method, url } = sentRequestOf(args, base);
        release = onSend(method, url);
      }
      answered = pageFetch.apply(target, args);
    } catch (error) {
      release();
      return Promise.reject(error);
    }
    return counted(answered.then(countBodyReads)).finally(release);
  };
  const count: RequestCount = () => inFlight;
  count.changed = () => new Promise<void>((resolve) => wake.push(resolve));
  return count;
}
