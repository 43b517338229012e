import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { resolveEnabled } from '../../domain/lockThrow';
import { texts } from '../../domain/texts';
import type { IssueResult } from '../../domain/unitTodo';
import { StageButtons } from './StageButtons';

interface Props {
  description: string;
  /** The community's installers are not the provider's own: a description is needed (spec 02 §5). */
  required: boolean;
  onDescription: (text: string) => void;
  onResolve: (result: IssueResult) => void;
}

/** Troubleshooting: what to check, the five-minute rule, a description, then fixed or reported. */
export function TroubleshootStage({ description, required, onDescription, onResolve }: Props) {
  const t = texts.lockThrow;
  return (
    <>
      <Typography variant="h6" component="h3">
        {t.troubleshootTitle}
      </Typography>
      <ol>
        {t.troubleshootSteps.map((step) => (
          <li key={step}>
            <Typography>{step}</Typography>
          </li>
        ))}
      </ol>
      <Typography sx={{ mb: 2 }}>{t.fixGuidance}</Typography>
      <TextField
        label={t.description}
        value={description}
        onChange={(event) => onDescription(event.target.value)}
        required={required}
        helperText={required ? t.required : undefined}
        multiline
        minRows={3}
        fullWidth
      />
      <StageButtons stage="troubleshoot" disabled={!resolveEnabled(required, description)} onPress={(button) => onResolve(button === 'fixed' ? 'FIXED' : 'REPORTED')} />
    </>
  );
}
