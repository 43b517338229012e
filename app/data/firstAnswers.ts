import type { QueryClient, QueryState } from '@tanstack/react-query';

/** Asked and not yet answered: a query that is disabled, or paused without a connection, is not waited for. */
const waitedFor = (state: QueryState) => state.status === 'pending' && state.fetchStatus === 'fetching';

/**
 * Runs `work` once, the first time none of `client`'s queries is waiting for its first answer: on
 * the first signed-in screen, once what it first asked for has come (data or failure), so work
 * that can wait stays out of the way of that screen's largest paint (issue 40). Returns the way
 * to give up.
 */
export function whenFirstAnswered(client: QueryClient, work: () => void): () => void {
  const cache = client.getQueryCache();
  let done = false;
  const check = () => {
    if (done || cache.getAll().some((query) => waitedFor(query.state))) return;
    done = true;
    stop();
    // Not inside the cache's notification: whatever `work` does or throws stays out of Query's update.
    queueMicrotask(work);
  };
  const stop = cache.subscribe(check);
  check();
  return stop;
}
