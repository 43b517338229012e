import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { texts } from '../../domain/texts';
import { StickyActions } from '../../ui/StickyActions';

interface Props {
  onAnswer: (yale: boolean) => void;
}

/** The Yale question (spec 02 §2 'Yale choose-device step'), before an inclusion or an exclusion. */
export function ChooseDeviceStage({ onAnswer }: Props) {
  return (
    <Stack spacing={2} role="group" aria-labelledby="yale-question">
      <Typography variant="h6" component="h3" id="yale-question">
        {texts.yale.question}
      </Typography>
      <Typography color="text.secondary">{texts.yale.questionHint}</Typography>
      <StickyActions>
        <Stack direction="row" spacing={2}>
          <Button variant="outlined" size="large" fullWidth onClick={() => onAnswer(false)}>
            {texts.yale.no}
          </Button>
          <Button variant="contained" size="large" fullWidth onClick={() => onAnswer(true)}>
            {texts.yale.yes}
          </Button>
        </Stack>
      </StickyActions>
    </Stack>
  );
}
