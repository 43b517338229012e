import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { CopyState } from '../../domain/supportRemoval';
import { texts } from '../../domain/texts';

interface Props {
  gatewayId: string;
  copy: CopyState;
  failure: string | null;
  /** Copy, Remove and Back. */
  buttons: ReactNode;
}

const t = texts.removeHub;
const copyTexts: Record<CopyState, string> = { 'not yet': t.copyToEnable, copied: t.copied, failed: t.copyFailed };

/** The wizard's last page (spec 01 §4): the gateway id to copy (support keeps it for the ticket). */
export function ConfirmStage({ gatewayId, copy, failure, buttons }: Props) {
  return (
    <Stack spacing={2}>
      <Alert severity="warning">{t.cannotUndo}</Alert>
      {/* Multiline, so the whole id shows on a phone instead of being cut off. */}
      <TextField label={texts.hub.gatewayId} value={gatewayId} multiline slotProps={{ htmlInput: { readOnly: true } }} fullWidth />
      <Typography role="status" color={copy === 'failed' ? 'error' : 'text.secondary'}>
        {copyTexts[copy]}
      </Typography>
      {failure && <Alert severity="error">{failure}</Alert>}
      {buttons}
    </Stack>
  );
}
