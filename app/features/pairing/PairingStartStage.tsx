import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Operation } from '../../domain/pairing/stages';
import { texts } from '../../domain/texts';
import { StickyActions } from '../../ui/StickyActions';

interface Props {
  operation: Operation;
  /** Start waits for the hub stream, so no message of the hub is missed. */
  ready: boolean;
  onStart: () => void;
  onResetController: () => void;
}

export function PairingStartStage({ operation, ready, onStart, onResetController }: Props) {
  return (
    <Stack spacing={2}>
      <Typography>{operation === 'inclusion' ? texts.pairing.instructions.inclusionStart : texts.pairing.instructions.exclusionStart}</Typography>
      <StickyActions>
        <Button variant="contained" size="large" fullWidth disabled={!ready} onClick={onStart}>
          {texts.pairing.start}
        </Button>
      </StickyActions>
      <Button color="error" onClick={onResetController}>
        {texts.pairing.resetController}
      </Button>
    </Stack>
  );
}
