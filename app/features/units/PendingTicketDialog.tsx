import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import type { PendingWorkTicket } from '../../domain/pendingWorkTicket';
import { texts } from '../../domain/texts';

interface Props {
  pending: PendingWorkTicket;
  onGoToUnit: () => void;
  onCancel: () => void;
}

/** Another unit's work ticket is still open: finish it first (spec 01 §4). Rendered only while open. */
export function PendingTicketDialog({ pending, onGoToUnit, onCancel }: Props) {
  return (
    <Dialog open onClose={onCancel} aria-labelledby="pending-ticket-message">
      <DialogContent>
        <DialogContentText id="pending-ticket-message">
          {texts.pendingTicket.message(pending.unit, pending.communityName)}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{texts.pendingTicket.cancel}</Button>
        <Button variant="contained" onClick={onGoToUnit}>
          {texts.pendingTicket.goToUnit}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
