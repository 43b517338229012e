import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type ReactNode } from 'react';
import { texts } from '../domain/texts';
import type { ScreenCode } from '../lib/screenCode';
import { LoadFailure } from './LoadFailure';
import { Loading } from './Loading';
import { useScreenCode } from './useScreenCode';

interface Props<M> {
  code: ScreenCode<M>;
  render: (module: M) => ReactNode;
}

/**
 * A dialog whose code loads apart from its screen's (decision 0530). The screen fetches that code
 * once it has drawn its answers, so a tap finds it loaded and the dialog opens at once. A tap
 * before that (a weak signal) opens a dialog that says it is loading: the tap is answered, and the
 * page behind cannot be pressed meanwhile. Code that cannot be fetched gets a dialog that says so,
 * with Retry and Close; it loads by itself when the connection returns (useScreenCode), and opens.
 */
export function LazyDialog<M>({ code, render, onClose }: Props<M> & { onClose: () => void }) {
  const state = useScreenCode(code);
  const id = useId();
  if (state.status === 'loaded') return render(state.module);
  if (state.status === 'loading') {
    return (
      <Dialog open onClose={onClose} slotProps={{ paper: { 'aria-label': texts.nav.loading, 'aria-busy': true } }}>
        <Loading />
      </Dialog>
    );
  }
  return (
    <Dialog open onClose={onClose} aria-labelledby={id}>
      <DialogTitle id={id}>{texts.nav.connectionLost}</DialogTitle>
      <LoadFailure message={texts.nav.partNotLoaded} onRetry={state.retry} />
      <DialogActions>
        <Button onClick={onClose}>{texts.nav.close}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** A part of a screen (a sub-page) whose code loads apart from the screen's: as LazyDialog, in place. */
export function LazySection<M>({ code, render }: Props<M>) {
  const state = useScreenCode(code);
  if (state.status === 'loaded') return render(state.module);
  if (state.status === 'loading') return <Loading />;
  return <LoadFailure message={texts.nav.partNotLoaded} onRetry={state.retry} />;
}
