import { useEffect, useState, type ReactNode } from 'react';
import { texts } from '../domain/texts';
import { isCodeFetchFailure, type ScreenCode } from '../lib/screenCode';
import { LoadFailure } from './LoadFailure';
import { Loading } from './Loading';
import { ScreenHeader } from './ScreenHeader';

type CodeState<M> =
  /** `afterReturn`: how many loads have been tried since the connection came back. */
  | { status: 'loading'; afterReturn: number }
  | { status: 'loaded'; module: M }
  /** `offline`: the browser said it was offline when the load failed. */
  | { status: 'failed'; error: unknown; offline: boolean; afterReturn: number };

/**
 * Loads tried again, a second apart and then longer, once the connection has come back: the
 * browser says it is online before every path is (a service worker, a radio still attaching), so
 * the first load after the 'online' event may fail too.
 */
const RETRIES_AFTER_RETURN_MS = [1_000, 3_000];

interface Props<M> {
  code: ScreenCode<M>;
  render: (module: M) => ReactNode;
  /** Where the back arrow leads while the code is missing (the screen the installer came from). */
  backTo: string;
}

/**
 * A screen whose code loads on first use. When the code cannot be fetched it says so, and loads
 * it again when the connection returns, on Retry, or when the screen is opened again. Code that
 * throws while running is a crash: it goes on to the route's error page.
 */
export function LazyScreen<M>({ code, render, backTo }: Props<M>) {
  const [state, setState] = useState<CodeState<M>>(() => {
    const module = code.loaded();
    return module === undefined ? { status: 'loading', afterReturn: 0 } : { status: 'loaded', module };
  });
  const loadingAfterReturn = state.status === 'loading' ? state.afterReturn : null;
  const retry = () => setState({ status: 'loading', afterReturn: 0 });

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
    const returned = failedOffline && navigator.onLine ? window.setTimeout(whenOnline, 0) : undefined;
    const retryDelay = failedOffline ? undefined : RETRIES_AFTER_RETURN_MS[failedAfterReturn - 1];
    const again = retryDelay === undefined ? undefined : window.setTimeout(loadAgain(failedAfterReturn + 1), retryDelay);
    return () => {
      window.removeEventListener('online', whenOnline);
      window.clearTimeout(returned);
      window.clearTimeout(again);
    };
  }, [fetchFailed, failedOffline, failedAfterReturn]);

  if (state.status === 'loaded') return render(state.module);
  if (state.status === 'failed' && !fetchFailed) throw state.error;
  return (
    <>
      <ScreenHeader title={fetchFailed ? texts.nav.connectionLost : texts.nav.loading} backTo={backTo} />
      {fetchFailed ? (
        <LoadFailure message={texts.nav.screenNotLoaded} onRetry={retry} />
      ) : (
        <Loading />
      )}
    </>
  );
}
