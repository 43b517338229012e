import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MasterCodeState } from '../../domain/doorCodeSync';
import { texts } from '../../domain/texts';

/** The master code's line: a spinner that stands still below 30 synced codes (spec 02 §9), a check once synced. */
export function MasterCodeLine({ state }: { state: MasterCodeState }) {
  if (state === 'none') return null;
  const t = texts.doorCodes;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', my: 1 }} data-master-code={state}>
      {state === 'done' ? (
        <CheckCircleIcon color="success" fontSize="small" aria-hidden />
      ) : state === 'spinning' ? (
        <CircularProgress size={18} aria-label={t.masterCode} />
      ) : (
        <CircularProgress size={18} variant="determinate" value={25} aria-label={t.masterCode} />
      )}
      <Typography variant="body2">{state === 'done' ? t.masterCodeSynced : t.masterCode}</Typography>
    </Stack>
  );
}
