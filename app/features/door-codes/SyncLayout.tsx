import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import type { ReactNode } from 'react';
import { texts } from '../../domain/texts';

/** The dialog's body and its one button: Done once the sync is complete, Close while it runs on. */
export function SyncLayout({ complete, onClose, children }: { complete: boolean; onClose: () => void; children: ReactNode }) {
  return (
    <>
      <DialogContent>{children}</DialogContent>
      <DialogActions>
        <Button variant={complete ? 'contained' : 'text'} onClick={onClose}>
          {complete ? texts.doorCodes.done : texts.doorCodes.close}
        </Button>
      </DialogActions>
    </>
  );
}
