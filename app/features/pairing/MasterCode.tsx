import Typography from '@mui/material/Typography';
import { texts } from '../../domain/texts';

/** A master code shown large, digits spaced so it reads off a phone held at the door. */
export function MasterCode({ code }: { code: string }) {
  return (
    <Typography variant="h3" component="p" aria-label={`${texts.yale.masterCode} ${code}`} sx={{ textAlign: 'center', fontWeight: 600, letterSpacing: '0.2em', fontVariantNumeric: 'tabular-nums' }}>
      {code}
    </Typography>
  );
}
