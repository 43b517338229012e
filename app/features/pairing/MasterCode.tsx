import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { texts } from '../../domain/texts';

/** A master code shown large under its name, digits spaced so it reads off a phone held at the door. */
export function MasterCode({ code }: { code: string }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id} sx={{ textAlign: 'center' }}>
      <Typography variant="overline" component="h4" id={id}>
        {texts.yale.masterCode}
      </Typography>
      <Typography variant="h3" component="p" sx={{ fontWeight: 600, letterSpacing: '0.2em', fontVariantNumeric: 'tabular-nums' }}>
        {code}
      </Typography>
    </Box>
  );
}
