import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { troubleshootEnabled } from '../../domain/ring';
import { texts } from '../../domain/texts';
import type { IssueResult } from '../../domain/unitTodo';
import { RingButtons } from './RingButtons';

interface Props {
  onResolve: (result: IssueResult, issueDescription: string, stepsTaken: string) => void;
}

/** troubleshoot-ring: the issue and the steps taken; 'Report It' and 'I Fixed It' wait for the steps (spec 02 §5). */
export function TroubleshootRingPage({ onResolve }: Props) {
  const [issue, setIssue] = useState('');
  const [steps, setSteps] = useState('');
  return (
    <>
      <Stack spacing={2}>
        <TextField label={texts.ring.issueDescription} value={issue} onChange={(event) => setIssue(event.target.value)} multiline minRows={2} fullWidth />
        <TextField label={texts.ring.stepsTaken} value={steps} onChange={(event) => setSteps(event.target.value)} required multiline minRows={3} fullWidth />
      </Stack>
      <RingButtons
        page="troubleshoot-ring"
        disabled={!troubleshootEnabled(steps)}
        onPress={(button) => onResolve(button === 'fixed' ? 'FIXED' : 'REPORTED', issue, steps)}
      />
    </>
  );
}
