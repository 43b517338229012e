import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { FormEvent } from 'react';
import type { EntryCheck } from '../../domain/removeHubChecks';
import { texts } from '../../domain/texts';

interface Props {
  label: string;
  hint?: string;
  /** The error shown while the entry is wrong (not while it is empty). */
  wrongText: string;
  /** What was typed; the wizard keeps it, so Back shows it again. */
  entry: string;
  onEntry: (entry: string) => void;
  check: (entry: string) => EntryCheck;
  onPassed: () => void;
  /** Back to the previous page; the first page has none. */
  onBack?: () => void;
}

/** One verification page of the support wizard: Continue stays disabled until the entry checks out. */
export function EntryStep({ label, hint, wrongText, entry, onEntry, check, onPassed, onBack }: Props) {
  const verdict = check(entry);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (verdict === 'ok') onPassed();
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
      <Button type="submit" variant="contained" disabled={verdict !== 'ok'}>
        {texts.removeHub.continue}
      </Button>
      {onBack && <Button onClick={onBack}>{texts.removeHub.back}</Button>}
    </Stack>
  );
}
