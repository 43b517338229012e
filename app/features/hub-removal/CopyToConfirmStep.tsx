import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { texts } from '../../domain/texts';

interface Props {
  gatewayId: string;
  busy: boolean;
  failure: string | null;
  onRemove: () => void;
  onBack: () => void;
}

type Copy = 'not yet' | 'copied' | 'failed';

/**
 * The wizard's last page (spec 01 §4): the gateway id to copy (support keeps it for the ticket);
 * only a successful copy enables Remove. Without a clipboard the copy fails and says so.
 */
export function CopyToConfirmStep({ gatewayId, busy, failure, onRemove, onBack }: Props) {
  const [copy, setCopy] = useState<Copy>('not yet');
  const copyId = () => {
    // navigator.clipboard is missing outside secure contexts; that counts as a failed copy.
    const clipboard = typeof navigator !== 'undefined' ? navigator.clipboard : undefined;
    if (!clipboard) return setCopy('failed');
    clipboard.writeText(gatewayId).then(
      () => setCopy('copied'),
      () => setCopy('failed'),
    );
  };
  const t = texts.removeHub;
  return (
    <Stack spacing={2}>
      <Alert severity="warning">{t.cannotUndo}</Alert>
      {/* Multiline, so the whole id shows on a phone instead of being cut off. */}
      <TextField label={texts.hub.gatewayId} value={gatewayId} multiline slotProps={{ htmlInput: { readOnly: true } }} fullWidth />
      <Button variant="outlined" onClick={copyId}>
        {t.copyGatewayId}
      </Button>
      <Typography role="status" color={copy === 'failed' ? 'error' : 'text.secondary'}>
        {copy === 'copied' ? t.copied : copy === 'failed' ? t.copyFailed : t.copyToEnable}
      </Typography>
      {failure && <Alert severity="error">{failure}</Alert>}
      <Button variant="contained" color="error" disabled={copy !== 'copied' || busy} onClick={onRemove}>
        {t.confirmRemove}
      </Button>
      <Button onClick={onBack} disabled={busy}>
        {t.back}
      </Button>
    </Stack>
  );
}
