import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MasterCodes } from '../../domain/pairing/stages';
import { texts } from '../../domain/texts';
import { MasterCode } from './MasterCode';
import { OlderCodes } from './OlderCodes';
import { StepList } from './StepList';
import { StickyActions } from '../../ui/StickyActions';

interface Props {
  codes: MasterCodes;
  /** Saving this (generated) code for the unit failed: the phone keeps it and saves it next time. */
  notSaved: boolean;
  /** The phone keeps this code only until a reload (storage full) and the server does not have it. */
  notKept: boolean;
  /** Start waits for the hub stream (with new-pairing, spec 02 §4), so no message of the hub is missed. */
  ready: boolean;
  onStart: () => void;
}

/** 'Program the master code': the active code large, the steps, the older codes; Start excludes the lock. */
export function MasterCodeStage({ codes, notSaved, notKept, ready, onStart }: Props) {
  return (
    <Stack spacing={2}>
      <MasterCode code={codes.active} />
      {notKept ? <Alert severity="error">{texts.yale.notKept(codes.active)}</Alert> : notSaved && <Alert severity="warning">{texts.yale.notSaved}</Alert>}
      <StepList steps={texts.yale.masterCodeSteps} label={texts.yale.steps.masterCode} />
      <OlderCodes codes={codes.inactive} />
      {!ready && <Typography color="text.secondary">{texts.yale.waitingForStream}</Typography>}
      <StickyActions>
        <Button variant="contained" size="large" fullWidth disabled={!ready} onClick={onStart}>
          {texts.pairing.start}
        </Button>
      </StickyActions>
    </Stack>
  );
}
