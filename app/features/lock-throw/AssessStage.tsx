import Typography from '@mui/material/Typography';
import { texts } from '../../domain/texts';
import { StageButtons } from './StageButtons';

/** Step 1: is the throw fine? */
export function AssessStage({ onAnswer }: { onAnswer: (fine: boolean) => void }) {
  return (
    <>
      <Typography variant="h6" component="p">
        {texts.lockThrow.question}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {texts.lockThrow.questionHelp}
      </Typography>
      <StageButtons stage="assess" onPress={(button) => onAnswer(button === 'yes')} />
    </>
  );
}
