import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { texts } from '../../domain/texts';

/** The unit's inactive master codes, offered for a lock that still holds an older one. */
export function OlderCodes({ codes, hint = texts.yale.olderCodesHint }: { codes: readonly string[]; hint?: string }) {
  if (codes.length === 0) return null;
  return (
    <Box component="section" aria-label={texts.yale.olderCodes}>
      <Typography variant="subtitle2" component="h4">
        {texts.yale.olderCodes}
      </Typography>
      <Typography color="text.secondary">{hint}</Typography>
      <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, listStyle: 'none', p: 0, m: 0, mt: 1 }}>
        {codes.map((code) => (
          <Typography component="li" key={code} sx={{ fontSize: '1.25rem', fontWeight: 600, letterSpacing: '0.15em', fontVariantNumeric: 'tabular-nums' }}>
            {code}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
