import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

interface BarProps {
  label: string;
  line: string;
  percent: number;
  greyed: boolean;
}

/** One progress bar with its line ('Sending: 40% complete'); greyed out when the sync stopped on an error. */
export function SyncBar({ label, line, percent, greyed }: BarProps) {
  const id = useId();
  return (
    <Box sx={{ my: 1.5 }}>
      <Typography id={id} variant="body2" color={greyed ? 'text.disabled' : 'text.primary'}>
        {line}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={Math.max(0, Math.min(100, percent))}
        aria-label={label}
        aria-describedby={id}
        color={greyed ? 'inherit' : 'primary'}
        data-greyed={greyed}
        sx={{ height: 8, borderRadius: 1, mt: 0.5, ...(greyed && { color: 'grey.400' }) }}
      />
    </Box>
  );
}
