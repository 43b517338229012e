import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import type { EntryCheck } from '../../domain/removeHubChecks';
import { texts } from '../../domain/texts';

interface Props {
  label: string;
  hint?: string;
  /** The error shown while the entry is wrong (not while it is empty). */
  wrongText: string;
  check: (entry: string) => EntryCheck;
  onPassed: () => void;
}

/** One verification page of the support wizard: Continue stays disabled until the entry checks out. */
export function EntryStep({ label, hint, wrongText, check, onPassed }: Props) {
  const [entry, setEntry] = useState('');
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
        onChange={(event) => setEntry(event.target.value)}
        error={verdict === 'wrong'}
        helperText={verdict === 'wrong' ? wrongText : hint}
        autoFocus
        autoComplete="off"
        fullWidth
      />
      <Button type="submit" variant="contained" disabled={verdict !== 'ok'}>
        {texts.removeHub.continue}
      </Button>
    </Stack>
  );
}
