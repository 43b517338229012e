import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { api } from '../../api';
import type { ActionAnswer } from '../../api/schemas';
import { useSingleMutation } from '../../data/useSingleMutation';
import { customHubActionFailureText } from '../../domain/errorMessages';
import { texts } from '../../domain/texts';

interface Props {
  /** The unit's current hub and the unit; the old hub's permissions move to it. */
  gatewayId: string;
  addressId: number;
  onClose: () => void;
  onTransferred: (answer: ActionAnswer) => void;
}

/**
 * Transfer permissions (spec 01 §2, §5): needs the old gateway id. A failure stays in the dialog
 * with the typed id, so the installer can correct it. Rendered only while open, so each opening starts empty.
 */
export function TransferPermissionsDialog({ gatewayId, addressId, onClose, onTransferred }: Props) {
  const [oldGatewayId, setOldGatewayId] = useState('');
  const transfer = useSingleMutation({
    mutationKey: ['transferPermissions', gatewayId],
    mutationFn: () => api.hubs.transferPermission(oldGatewayId.trim(), gatewayId, addressId),
    onSuccess: onTransferred,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (oldGatewayId.trim() !== '') transfer.mutate();
  };
  return (
    <Dialog open onClose={onClose} fullWidth aria-labelledby="transfer-title" slotProps={{ paper: { component: 'form', onSubmit: submit } }}>
      <DialogTitle id="transfer-title">{texts.hubMenu.transferTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{texts.hubMenu.transferText}</DialogContentText>
        <TextField
          label={texts.hubMenu.oldGatewayId}
          value={oldGatewayId}
          onChange={(event) => setOldGatewayId(event.target.value)}
          required
          fullWidth
          autoFocus
          autoComplete="off"
        />
        {transfer.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {customHubActionFailureText(transfer.error)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{texts.hubMenu.cancel}</Button>
        <Button type="submit" variant="contained" disabled={oldGatewayId.trim() === '' || transfer.isPending}>
          {texts.hubMenu.transfer}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
