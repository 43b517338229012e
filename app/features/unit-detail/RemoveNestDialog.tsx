import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { texts } from '../../domain/texts';

interface Props {
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** 'Remove Nest serial number?' (spec 02 §2). Rendered only while open. */
export function RemoveNestDialog({ busy, onConfirm, onCancel }: Props) {
  return (
    <Dialog open onClose={onCancel} aria-labelledby="remove-nest-title">
      <DialogTitle id="remove-nest-title">{texts.nest.removeTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText>{texts.nest.removeText}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{texts.nest.cancel}</Button>
        <Button color="error" variant="contained" disabled={busy} onClick={onConfirm}>
          {texts.nest.remove}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
