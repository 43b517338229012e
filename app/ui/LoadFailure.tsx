import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { texts } from '../domain/texts';

/** A load that failed, with the way to try again. */
export function LoadFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      sx={{ m: 2 }}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {texts.nav.retry}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
