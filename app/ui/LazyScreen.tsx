import type { ReactNode } from 'react';
import { texts } from '../domain/texts';
import type { ScreenCode } from '../lib/screenCode';
import { LoadFailure } from './LoadFailure';
import { Loading } from './Loading';
import { ScreenHeader } from './ScreenHeader';
import { useScreenCode } from './useScreenCode';

interface Props<M> {
  code: ScreenCode<M>;
  render: (module: M) => ReactNode;
  /** Where the back arrow leads while the code is missing (the screen the installer came from); without it, the menu. */
  backTo?: string;
}

/**
 * A screen whose code loads on first use (useScreenCode: loaded again when the connection
 * returns, on Retry, or when the screen is opened again). Code that throws while running is a
 * crash: it goes on to the route's error page.
 */
export function LazyScreen<M>({ code, render, backTo }: Props<M>) {
  const state = useScreenCode(code);
  if (state.status === 'loaded') return render(state.module);
  const unreachable = state.status === 'unreachable';
  return (
    <>
      <ScreenHeader title={unreachable ? texts.nav.connectionLost : texts.nav.loading} backTo={backTo} />
      {unreachable ? <LoadFailure message={texts.nav.screenNotLoaded} onRetry={state.retry} /> : <Loading />}
    </>
  );
}
