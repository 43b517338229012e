import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { texts } from '../../domain/texts';

/**
 * A unit whose gateway has no hub serial: its devices cannot be shown, and the only way forward
 * is the incomplete-only finish (spec 01 §4), offered when the screen passes it.
 */
export function NoHubSerialPanel({ onIncomplete }: { onIncomplete?: () => void }) {
  return (
    <Box component="section" aria-label={texts.unitDetail.noHub} sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography color="text.secondary">{texts.unitDetail.noHubSerial}</Typography>
      {onIncomplete && (
        <Button variant="contained" onClick={onIncomplete}>
          {texts.unitDetail.finish}
        </Button>
      )}
    </Box>
  );
}
