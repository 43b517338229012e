import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** Numbered instructions, in order. */
export function StepList({ steps, label }: { steps: readonly string[]; label: string }) {
  return (
    <Box component="ol" aria-label={label} sx={{ pl: 3, my: 0 }}>
      {steps.map((step) => (
        <Typography component="li" key={step} sx={{ mb: 0.5 }}>
          {step}
        </Typography>
      ))}
    </Box>
  );
}
