import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import type { ActionNotice } from './useActionNotice';

/**
 * The outcome of a menu action; it stays until dismissed, as installers often look away. It shows
 * under the header, as the bottom of the window holds the screen's primary actions (decision 0273).
 */
export function ActionNoticeSnackbar({ notice, onClose }: { notice: ActionNotice | null; onClose: () => void }) {
  return (
    <Snackbar
      open={notice !== null}
      onClose={(_, reason) => reason !== 'clickaway' && onClose()}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      sx={{ top: { xs: 64, sm: 72 } }}
    >
      <Alert severity={notice?.severity ?? 'success'} onClose={onClose} variant="filled">
        {notice?.text}
      </Alert>
    </Snackbar>
  );
}
