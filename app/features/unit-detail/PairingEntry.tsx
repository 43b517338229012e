import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Fab from '@mui/material/Fab';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Operation } from '../../domain/pairing/stages';
import { texts } from '../../domain/texts';
import { useFlag } from '../../flags/useFlag';

/**
 * Where the installer starts including or excluding (spec 02 §2): with the new-pairing flag the
 * 'Add or Remove Z-Wave Device' panel, otherwise floating buttons (the DEVICES tab, the first, only).
 * The DEVICES tab keeps it in its bar of primary actions, in sight at the bottom (decision 0273).
 */
export function PairingEntry({ onPair }: { onPair: (operation: Operation) => void }) {
  const newPairing = useFlag('new-pairing');
  if (newPairing) {
    return (
      <Box component="section" aria-labelledby="pairing-panel-title">
        <Typography variant="subtitle2" component="h2" id="pairing-panel-title" sx={{ mb: 1 }}>
          {texts.pairing.panelTitle}
        </Typography>
        <Stack direction="row" spacing={2}>
          <Button variant="outlined" fullWidth startIcon={<RemoveIcon />} onClick={() => onPair('exclusion')}>
            {texts.pairing.exclude}
          </Button>
          <Button variant="contained" fullWidth startIcon={<AddIcon />} onClick={() => onPair('inclusion')}>
            {texts.pairing.include}
          </Button>
        </Stack>
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 2 }}>
      <Fab color="default" aria-label={texts.pairing.excludeDevice} onClick={() => onPair('exclusion')}>
        <RemoveIcon />
      </Fab>
      <Fab color="primary" aria-label={texts.pairing.includeDevice} onClick={() => onPair('inclusion')}>
        <AddIcon />
      </Fab>
    </Box>
  );
}
