import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';

interface Props {
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  /** The confirmed action runs: the dialog stays, both buttons wait, so a second tap lands here and does nothing. */
  busy?: boolean;
  /** A destructive action gets the error colour; otherwise the confirm button is the primary one. */
  destructive?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A question before an action: what will happen, then confirm or cancel. Rendered only while
 * open. The opener keeps it open until the action has an answer, so the outcome replaces it.
 */
export function ConfirmDialog({ title, text, confirmLabel, cancelLabel, busy = false, destructive = true, onConfirm, onCancel }: Props) {
  const id = useId();
  return (
    <Dialog open onClose={busy ? undefined : onCancel} aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`}>
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </Button>
        <Button color={destructive ? 'error' : 'primary'} variant="contained" disabled={busy} aria-busy={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
