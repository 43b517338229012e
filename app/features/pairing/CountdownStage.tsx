import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { Operation } from '../../domain/pairing/stages';
import { START_COUNTDOWN_MS } from '../../domain/pairing/timing';
import { texts } from '../../domain/texts';
import { WaitingStage, type AbortButton } from './StageLayout';

interface Props {
  operation: Operation;
  seconds: number;
  /** The countdown's full length, which the instruction names (90 s for inclusion). */
  totalSeconds: number;
  abort?: AbortButton;
  /** What the device needs, under the countdown (a Yale lock's keypad steps). */
  children?: ReactNode;
}

/** Inclusion or exclusion start: the big countdown while the installer puts the device in its mode. */
export function CountdownStage({ operation, seconds, totalSeconds, abort, children }: Props) {
  const { instructions } = texts.pairing;
  const words = operation === 'inclusion' ? instructions.inclusionMode(START_COUNTDOWN_MS / 1000) : instructions.exclusionMode(totalSeconds);
  return (
    <WaitingStage instructions={words} abort={abort}>
      <Typography variant="h2" component="p" role="timer" aria-label={texts.pairing.countdown} sx={{ textAlign: 'center', fontWeight: 500 }}>
        {seconds}
      </Typography>
      {children}
    </WaitingStage>
  );
}
