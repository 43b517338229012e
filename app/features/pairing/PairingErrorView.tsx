import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { env } from '../../config/env';
import type { ErrorButton } from '../../domain/pairing/buttons';
import type { MasterCodes, PairingError } from '../../domain/pairing/stages';
import { OlderCodes } from './OlderCodes';
import { texts } from '../../domain/texts';
import { StickyActions } from '../../ui/StickyActions';

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

/** The Yale variants of spec 02 §8: the older codes to try, the tries left, or the controller reset. */
function YaleAdvice({ codes, triesLeft }: { codes: MasterCodes | null; triesLeft: number }) {
  return (
    <>
      {triesLeft > 0 && <OlderCodes codes={codes?.inactive ?? []} hint={texts.yale.errors.tryOlder} />}
      <Typography>{triesLeft > 0 ? texts.yale.errors.triesLeft(triesLeft) : texts.yale.errors.triesUsedUp}</Typography>
    </>
  );
}

interface Props {
  error: PairingError;
  buttons: ErrorButton[];
  onButton: (button: ErrorButton) => void;
  /** For a Yale exclusion error: the unit's codes and the tries left. */
  yale?: { codes: MasterCodes | null; triesLeft: number };
}

/** 'Something went wrong' with the kind's text and the error stage's buttons. */
export function PairingErrorView({ error, buttons, onButton, yale }: Props) {
  return (
    <Stack spacing={2} role="alert">
      <Typography variant="h6" component="h3">
        {texts.errorView.title}
      </Typography>
      {errorLines(error, buttons).map((line) => (
        <Typography key={line}>{line}</Typography>
      ))}
      {error.kind === 'yaleExclude' && yale && <YaleAdvice {...yale} />}
      {error.detail && <Alert severity="error">{error.detail}</Alert>}
      <StickyActions>
        {buttons.map((button, i) => (
          <Button key={button} variant={i === 0 ? 'contained' : 'outlined'} size="large" fullWidth onClick={() => onButton(button)}>
            {texts.pairing.buttons[button]}
          </Button>
        ))}
      </StickyActions>
    </Stack>
  );
}
