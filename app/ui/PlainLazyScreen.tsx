import type { ReactNode } from 'react';
import { nav } from '../domain/texts/nav';
import type { ScreenCode } from '../lib/screenCode';
import { Column } from './Column';
import { PlainAlert } from './PlainAlert';
import { useScreenCode } from './useScreenCode';

interface Props<M> {
  code: ScreenCode<M>;
  render: (module: M) => ReactNode;
}

/**
 * LazyScreen for code that brings MUI itself (the signed-in screens): while it loads, or when it
 * cannot be fetched, plain elements say so (app/ui/plain.css), so this wrapper loads none of it.
 */
export function PlainLazyScreen<M>({ code, render }: Props<M>) {
  const state = useScreenCode(code);
  if (state.status === 'loaded') return render(state.module);
  return (
    <Column>
      {state.status === 'unreachable' ? (
        <div className="plain-stack">
          <h1 className="plain-h5">{nav.connectionLost}</h1>
          <PlainAlert severity="error">{nav.screenNotLoaded}</PlainAlert>
          <button type="button" className="plain-button" onClick={state.retry}>
            {nav.retry}
          </button>
        </div>
      ) : (
        <p role="status" className="plain-subtitle plain-stack">
          {nav.loading}
        </p>
      )}
    </Column>
  );
}
