import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { texts } from '../../domain/texts';
import { StickyActions } from '../../ui/StickyActions';

/** The device has left: an exclusion asked for ends in a reload, one before an inclusion goes on to include. */
export function ExclusionSuccessStage({ beforeInclusion, onDone, onContinue }: { beforeInclusion: boolean; onDone: () => void; onContinue: () => void }) {
  const { instructions } = texts.pairing;
  return (
    <Stack spacing={2}>
      <Typography>{beforeInclusion ? instructions.exclusionBeforeInclusion : instructions.exclusionDone}</Typography>
      <StickyActions>
        <Button variant="contained" size="large" fullWidth onClick={beforeInclusion ? onContinue : onDone}>
          {beforeInclusion ? texts.pairing.includeNow : texts.pairing.done}
        </Button>
      </StickyActions>
    </Stack>
  );
}
