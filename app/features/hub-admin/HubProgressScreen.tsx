import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { texts } from '../../domain/texts';

interface Props {
  title: string;
  /** 0 to 100. */
  value: number;
  caption: string;
  /** A problem to show under the bar (the hub not answering). */
  problem?: string;
}

/** The shared body of the Update, Reboot and Restart Hub screens: the warning and a progress bar. */
export function HubProgressScreen({ title, value, caption, problem }: Props) {
  return (
    <Box component="section" aria-label={title} sx={{ p: 3 }}>
      <Typography variant="h5" component="h2" gutterBottom>
        {title}
      </Typography>
      <Alert severity="warning" icon={false} sx={{ my: 2, fontWeight: 700, justifyContent: 'center' }}>
        {texts.hubPower.doNotUnplug}
      </Alert>
      <LinearProgress variant="determinate" value={value} aria-label={title} sx={{ height: 10, borderRadius: 5, my: 2 }} />
      <Typography role="status">{caption}</Typography>
      {problem && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {problem}
        </Alert>
      )}
    </Box>
  );
}
