import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { texts } from '../../domain/texts';

/** The 'Reset Controller?' confirmation (spec 02 §2): the reset removes every included device. Rendered only while open. */
export function ResetControllerDialog({ onConfirm, onCancel }: { onConfirm: () => void; onCancel: () => void }) {
  return (
    <Dialog open onClose={onCancel} aria-labelledby="reset-controller-title" aria-describedby="reset-controller-text">
      <DialogTitle id="reset-controller-title">{texts.hubMenu.resetTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText id="reset-controller-text">{texts.hubMenu.resetText}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{texts.hubMenu.cancel}</Button>
        <Button color="error" variant="contained" onClick={onConfirm}>
          {texts.hubMenu.reset}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
