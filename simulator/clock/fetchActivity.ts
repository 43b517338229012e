/**
 * How many of the page's requests are on their way: counted round `fetch`, so a request between
 * the app and the simulator's worker counts as much as one in a handler. The clock's `step` waits
 * for these before it moves on (decision 0320).
 */
export function trackFetches(target: { fetch: typeof fetch }): () => number {
  const pageFetch = target.fetch;
  let inFlight = 0;
  target.fetch = function trackedFetch(...args: Parameters<typeof fetch>) {
    inFlight += 1;
    let answered: Promise<Response>;
    try {
      answered = pageFetch.apply(target, args);
    } catch (error) {
      inFlight -= 1;
      throw error;
    }
    return answered.finally(() => {
      inFlight -= 1;
    });
  };
  return () => inFlight;
}
