import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { LockThrowButton, LockThrowStage } from '../../domain/lockThrow';
import { lockThrowButtons } from '../../domain/lockThrow';
import { texts } from '../../domain/texts';

const labels: Record<LockThrowButton, string> = {
  yes: texts.lockThrow.yes,
  no: texts.lockThrow.no,
  fixed: texts.lockThrow.fixed,
  report: texts.lockThrow.report,
  done: texts.lockThrow.done,
};

interface Props {
  stage: LockThrowStage;
  disabled?: boolean;
  onPress: (button: LockThrowButton) => void;
}

/** The stage's buttons from the table in app/domain/lockThrow.ts; the last one is the primary. */
export function StageButtons({ stage, disabled = false, onPress }: Props) {
  const buttons = lockThrowButtons[stage];
  return (
    <Stack direction="row" spacing={2} sx={{ mt: 3 }}>
      {buttons.map((button, index) => (
        <Button key={button} fullWidth variant={index === buttons.length - 1 ? 'contained' : 'outlined'} disabled={disabled} onClick={() => onPress(button)}>
          {labels[button]}
        </Button>
      ))}
    </Stack>
  );
}
