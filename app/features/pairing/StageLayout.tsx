import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { genericFailureText } from '../../domain/errorMessages';
import { texts } from '../../domain/texts';
import { StickyActions } from '../../ui/StickyActions';

/** A stage's Abort: the call's state, so a failed abort is said and can be pressed again. */
export interface AbortButton {
  onAbort: () => void;
  pending: boolean;
  failure: unknown;
}

/** Instructions and an Abort button: what every stage that waits for the hub shows below the image. */
export function WaitingStage({ instructions, abort, children }: { instructions: string; abort?: AbortButton; children?: ReactNode }) {
  return (
    <Stack spacing={2} sx={{ alignItems: 'stretch' }}>
      {children}
      <Typography>{instructions}</Typography>
      {abort && abort.failure !== null && !abort.pending && (
        <Alert severity="error">
          {genericFailureText(abort.failure)} {texts.pairing.abortFailed}
        </Alert>
      )}
      {abort && (
        <StickyActions>
          <Button variant="outlined" color="error" fullWidth disabled={abort.pending} onClick={abort.onAbort}>
            {texts.pairing.abort}
          </Button>
        </StickyActions>
      )}
    </Stack>
  );
}
