import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { texts } from '../domain/texts';

export function Loading() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
      <CircularProgress aria-label={texts.nav.loading} />
    </Box>
  );
}
