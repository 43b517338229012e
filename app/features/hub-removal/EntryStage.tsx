import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { FormEvent, ReactNode } from 'react';
import type { EntryCheck } from '../../domain/removeHubChecks';

interface Props {
  label: string;
  hint?: string;
  /** The error shown while the entry is wrong (not while it is empty). */
  wrongText: string;
  /** What was typed; the wizard keeps it, so Back shows it again. */
  entry: string;
  verdict: EntryCheck;
  onEntry: (entry: string) => void;
  onContinue: () => void;
  /** The stage's buttons; Continue among them submits this form. */
  buttons: ReactNode;
}

/** The unit and resident pages of the support wizard: one field, checked as it is typed. */
export function EntryStage({ label, hint, wrongText, entry, verdict, onEntry, onContinue, buttons }: Props) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onContinue();
  };
  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate>
      <TextField
        label={label}
        value={entry}
        onChange={(event) => onEntry(event.target.value)}
        error={verdict === 'wrong'}
        helperText={verdict === 'wrong' ? wrongText : hint}
        autoFocus
        autoComplete="off"
        fullWidth
      />
      {buttons}
    </Stack>
  );
}
