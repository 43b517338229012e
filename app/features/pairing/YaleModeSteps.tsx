import Stack from '@mui/material/Stack';
import type { MasterCodes } from '../../domain/pairing/stages';
import { texts } from '../../domain/texts';
import { MasterCode } from './MasterCode';
import { OlderCodes } from './OlderCodes';
import { StepList } from './StepList';

interface Props {
  operation: 'inclusion' | 'exclusion';
  codes: MasterCodes;
}

/** What to type on the lock's keypad for its mode (menu codes 7, then 3 or 1; spec 02 §9), under the countdown. */
export function YaleModeSteps({ operation, codes }: Props) {
  const steps = operation === 'exclusion' ? texts.yale.exclusionSteps(codes.active) : texts.yale.inclusionSteps(codes.active);
  return (
    <Stack spacing={2}>
      <MasterCode code={codes.active} />
      <StepList steps={steps} label={operation === 'exclusion' ? texts.yale.steps.exclusion : texts.yale.steps.inclusion} />
      {operation === 'exclusion' && <OlderCodes codes={codes.inactive} />}
    </Stack>
  );
}
