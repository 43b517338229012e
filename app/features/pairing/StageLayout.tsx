import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { texts } from '../../domain/texts';
import { StickyActions } from '../../ui/StickyActions';

/** Instructions and an Abort button: what every stage that waits for the hub shows below the image. */
export function WaitingStage({ instructions, onAbort, children }: { instructions: string; onAbort?: () => void; children?: ReactNode }) {
  return (
    <Stack spacing={2} sx={{ alignItems: 'stretch' }}>
      {children}
      <Typography>{instructions}</Typography>
      {onAbort && (
        <StickyActions>
          <Button variant="outlined" color="error" fullWidth onClick={onAbort}>
            {texts.pairing.abort}
          </Button>
        </StickyActions>
      )}
    </Stack>
  );
}
