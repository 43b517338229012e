import { useEffect, useState } from 'react';
import { isCodeFetchFailure, type ScreenCode } from '../lib/screenCode';
import { timers } from '../lib/timers';

type CodeState<M> =
  /** `afterReturn`: how many loads have been tried since the connection came back. */
  | { status: 'loading'; afterReturn: number }
  | { status: 'loaded'; module: M }
  /** `offline`: the browser said it was offline when the load failed. */
  | { status: 'failed'; error: unknown; offline: boolean; afterReturn: number };

export type ScreenCodeState<M> = { status: 'loading' } | { status: 'loaded'; module: M } | { status: 'unreachable'; retry: () => void };

/**
 * Loads tried again, a second apart and then longer, once the connection has come back: the
 * browser says it is online before every path is (a service worker, a radio still attaching), so
 * the first load after the 'online' event may fail too.
 */
const RETRIES_AFTER_RETURN_MS = [1_000, 3_000];

/**
 * Code loaded on first use (a lazy screen). When it cannot be fetched it is loaded again when the
 * connection returns, on `retry`, or when the screen is opened again. Code that arrived and threw
 * while running is a crash: it is thrown on to the nearest error boundary.
 */
export function useScreenCode<M>(code: ScreenCode<M>): ScreenCodeState<M> {
  const [state, setState] = useState<CodeState<M>>(() => {
    const module = code.loaded();
    return module === undefined ? { status: 'loading', afterReturn: 0 } : { status: 'loaded', module };
  });
  const loadingAfterReturn = state.status === 'loading' ? state.afterReturn : null;

  useEffect(() => {
    if (loadingAfterReturn === null) return undefined;
    let current = true;
    code.load().then(
      (module) => current && setState({ status: 'loaded', module }),
      (error: unknown) =>
        current && setState({ status: 'failed', error, offline: !navigator.onLine, afterReturn: loadingAfterReturn }),
    );
    return () => {
      current = false;
    };
  }, [code, loadingAfterReturn]);

  const fetchFailed = state.status === 'failed' && isCodeFetchFailure(state.error);
  const failedOffline = fetchFailed && state.offline;
  const failedAfterReturn = fetchFailed ? state.afterReturn : 0;
  useEffect(() => {
    if (!fetchFailed) return undefined;
    const loadAgain = (afterReturn: number) => () => setState({ status: 'loading', afterReturn });
    const whenOnline = loadAgain(1);
    window.addEventListener('online', whenOnline);
    // The connection may have come back between the failure and this listener: the 'online'
    // event is then gone, so look instead of waiting for it.
    const returned = failedOffline && navigator.onLine ? timers.setTimeout(whenOnline, 0) : undefined;
    const retryDelay = failedOffline ? undefined : RETRIES_AFTER_RETURN_MS[failedAfterReturn - 1];
    const again = retryDelay === undefined ? undefined : timers.setTimeout(loadAgain(failedAfterReturn + 1), retryDelay);
    return () => {
      window.removeEventListener('online', whenOnline);
      timers.clearTimeout(returned);
      timers.clearTimeout(again);
    };
  }, [fetchFailed, failedOffline, failedAfterReturn]);

  if (state.status === 'failed') {
    if (!fetchFailed) throw state.error;
    return { status: 'unreachable', retry: () => setState({ status: 'loading', afterReturn: 0 }) };
  }
  return state.status === 'loaded' ? state : { status: 'loading' };
}
