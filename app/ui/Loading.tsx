import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { texts } from '../domain/texts';

/**
 * A load under way. `offline`: the load waits for the connection (TanStack pauses queries while
 * the browser is offline), so the installer is told instead of watching a spinner that never ends.
 */
export function Loading({ offline = false }: { offline?: boolean }) {
  if (offline) {
    return (
      <Alert severity="warning" sx={{ m: 2 }}>
        {texts.nav.offline}
      </Alert>
    );
  }
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
      <CircularProgress aria-label={texts.nav.loading} />
    </Box>
  );
}
