import { MutationCache, onlineManager, QueryCache, QueryClient, timeoutManager, type Query } from '@tanstack/react-query';
import { isApiError } from '../api/client';
import { setTimerSource, timers, type TimerSource } from '../lib/timers';
import { reportFailure } from './errorReporting';

declare module '@tanstack/react-query' {
  interface Register {
    /** `reportFailuresAs`: this query's failures are reported (data/errorReporting.ts). */
    queryMeta: { reportFailuresAs?: string };
    /** `reportFailuresAs`: this mutation's failures are reported (data/errorReporting.ts). */
    mutationMeta: { reportFailuresAs?: string };
  }
}

/** Only transport failures are worth an automatic retry; an answer from the server stands. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  return isApiError(error) && error.kind === 'network' && failureCount < 2;
}

function reportIfAsked(error: unknown, meta: { reportFailuresAs?: string } | undefined): void {
  if (meta?.reportFailuresAs) reportFailure(error, { what: meta.reportFailuresAs });
}

/**
 * A poll that keeps failing (a hub offline for an hour) is one failure, not one per poll: a query
 * is reported once per streak, that is once per last successful answer.
 */
function queryFailureReporter() {
  const reportedAfter = new WeakMap<Query<unknown, unknown, unknown>, number>();
  return (error: unknown, query: Query<unknown, unknown, unknown>) => {
    if (reportedAfter.get(query) === query.state.dataUpdatedAt) return;
    reportedAfter.set(query, query.state.dataUpdatedAt);
    reportIfAsked(error, query.meta);
  };
}

export function createQueryClient(): QueryClient {
  // Query assumes a connection until an 'offline' event says otherwise; a phone that opens the
  // app without signal (from its worker, decision 0450) fires none. Its queries then wait for the
  // connection, and the screens say so, instead of failing and leaving the screen. Set every time:
  // the manager is one per page (and per test worker), and a client made where there is no
  // navigator (Node) is online.
  onlineManager.setOnline(typeof navigator === 'undefined' || navigator.onLine !== false);
  return new QueryClient({
    // Each failure is seen once here, after retries, whichever screen started the fetch.
    queryCache: new QueryCache({ onError: queryFailureReporter() }),
    mutationCache: new MutationCache({ onError: (error, _variables, _result, mutation) => reportIfAsked(error, mutation.meta) }),
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 5_000, refetchOnWindowFocus: true },
      mutations: { retry: false },
    },
  });
}

/**
 * Runs the app's timers and TanStack Query's (polls, retries, stale times) on `source` when the
 * entry point hands one: the simulator's clock in simulator builds (decision 0320). Without one,
 * as in production, Query keeps its own provider and the app the page's timers. Called before
 * the first query client exists, so Query never mixes two providers.
 */
export function runTimersOn(source: TimerSource | undefined): void {
  setTimerSource(source);
  if (source) timeoutManager.setTimeoutProvider(timers);
}
