import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { env } from '../../config/env';
import type { ErrorButton } from '../../domain/pairing/buttons';
import type { PairingError } from '../../domain/pairing/stages';
import { texts } from '../../domain/texts';

const words = texts.pairing.errors;

/** The text of each error kind (spec 02 §8); hints follow the buttons they explain. */
function errorLines(error: PairingError, buttons: ErrorButton[]): string[] {
  switch (error.kind) {
    case 'start':
      return [words.start, texts.errorView.contactSupport(env.supportPhone)];
    case 'prep':
      return [words.prep];
    case 'exclude':
      return buttons.includes('skipExclusion') ? [words.exclude, words.skipHint] : [words.exclude];
    case 'include':
      return buttons.includes('exclude') ? [words.include, words.excludeHint] : [words.include];
    case 'sensorsError':
    case 'sensorsFailed':
      return [words.sensors];
    case 'yaleExclude':
      return [texts.yale.errors.notExcluded];
  }
}

interface Props {
  error: PairingError;
  buttons: ErrorButton[];
  onButton: (button: ErrorButton) => void;
}

/** 'Something went wrong' with the kind's text and the error stage's buttons. */
export function PairingErrorView({ error, buttons, onButton }: Props) {
  return (
    <Stack spacing={2} role="alert">
      <Typography variant="h6" component="h3">
        {texts.errorView.title}
      </Typography>
      {errorLines(error, buttons).map((line) => (
        <Typography key={line}>{line}</Typography>
      ))}
      {error.detail && <Alert severity="error">{error.detail}</Alert>}
      {buttons.map((button, i) => (
        <Button key={button} variant={i === 0 ? 'contained' : 'outlined'} size="large" fullWidth onClick={() => onButton(button)}>
          {texts.pairing.buttons[button]}
        </Button>
      ))}
    </Stack>
  );
}
