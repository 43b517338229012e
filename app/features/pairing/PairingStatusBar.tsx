import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { texts } from '../../domain/texts';

/** The status bar: where the flow stands, in words and as a bar (red once an error shows). */
export function PairingStatusBar({ text, progress, failed }: { text: string; progress: number; failed: boolean }) {
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="body2" role="status" sx={{ mb: 0.5 }}>
        {text}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={progress}
        color={failed ? 'error' : 'primary'}
        aria-label={texts.pairing.progress}
        // The bar jumps to each stage's mark: an animation that a busy or throttled page does not
        // finish left 'Device included.' over a bar stuck part-way.
        sx={{ '& .MuiLinearProgress-bar': { transition: 'none' } }}
      />
    </Box>
  );
}
