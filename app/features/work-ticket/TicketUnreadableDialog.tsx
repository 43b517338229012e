import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { texts } from '../../domain/texts';

interface Props {
  /** Why the ticket could not be read (domain/errorMessages.ts). */
  message: string;
  retrying: boolean;
  onRetry: () => void;
  onLeave: () => void;
  /** Stay on the unit (Escape or a tap beside the dialog). */
  onStay: () => void;
}

const t = texts.finish;

/**
 * Leaving a unit whose work ticket could not be read: the finish dialog cannot be offered, so
 * this says so instead of letting the installer leave without a word. Rendered only while open.
 */
export function TicketUnreadableDialog({ message, retrying, onRetry, onLeave, onStay }: Props) {
  return (
    <Dialog open onClose={retrying ? undefined : onStay} aria-labelledby="ticket-unreadable-title" aria-describedby="ticket-unreadable-text">
      <DialogTitle id="ticket-unreadable-title">{t.unreadableTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText id="ticket-unreadable-text">{`${message} ${t.unreadableLater}`}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onLeave} disabled={retrying}>
          {t.leaveAnyway}
        </Button>
        <Button variant="contained" onClick={onRetry} disabled={retrying} aria-busy={retrying}>
          {t.tryAgain}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
