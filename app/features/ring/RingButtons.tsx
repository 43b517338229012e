import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ringButtons, type RingButton, type RingPage } from '../../domain/ring';
import { texts } from '../../domain/texts';

const labels: Record<RingButton, string> = {
  confirmAndInstall: texts.ring.confirmAndInstall,
  troubleshoot: texts.ring.troubleshoot,
  done: texts.ring.done,
  report: texts.ring.report,
  fixed: texts.ring.fixed,
  remove: texts.ring.remove,
};

interface Props {
  page: RingPage;
  disabled?: boolean;
  busy?: boolean;
  onPress: (button: RingButton) => void;
}

/** The page's buttons from the table in app/domain/ring.ts; the last one is the primary. */
export function RingButtons({ page, disabled = false, busy = false, onPress }: Props) {
  const buttons = ringButtons[page];
  return (
    <Stack direction="row" spacing={2} sx={{ mt: 3 }}>
      {buttons.map((button, index) => (
        <Button
          key={button}
          fullWidth
          variant={index === buttons.length - 1 ? 'contained' : 'outlined'}
          color={button === 'remove' ? 'error' : 'primary'}
          disabled={disabled}
          aria-busy={busy}
          onClick={() => onPress(button)}
        >
          {labels[button]}
        </Button>
      ))}
    </Stack>
  );
}
