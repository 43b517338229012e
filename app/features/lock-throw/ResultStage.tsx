import Typography from '@mui/material/Typography';
import { texts } from '../../domain/texts';
import type { IssueResult } from '../../domain/unitTodo';
import { StageButtons } from './StageButtons';

/** The thank-you screen after a fix or a report. */
export function ResultStage({ result, onDone }: { result: IssueResult | null; onDone: () => void }) {
  const t = texts.lockThrow;
  return (
    <>
      <Typography variant="h5" component="p">
        {t.thanksTitle}
      </Typography>
      <Typography sx={{ mt: 1 }}>{result === 'REPORTED' ? t.thanksReported : t.thanksFixed}</Typography>
      <StageButtons stage="result" onPress={onDone} />
    </>
  );
}
