import TextField from '@mui/material/TextField';

/**
 * A labelled value the installer reads but does not change. Multiline, so a long value wraps
 * instead of being cut off on a phone.
 */
export function ReadOnlyField({ label, value, helper }: { label: string; value: string; helper?: string }) {
  return <TextField label={label} value={value} helperText={helper} variant="standard" fullWidth multiline slotProps={{ htmlInput: { readOnly: true } }} />;
}
