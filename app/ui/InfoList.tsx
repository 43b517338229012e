import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { texts } from '../domain/texts';

export interface InfoEntry {
  label: string;
  /** Empty values read 'Not provided', so a missing field is visibly missing rather than blank. */
  value: ReactNode;
}

function isEmpty(value: ReactNode): boolean {
  return value === null || value === undefined || value === false || (typeof value === 'string' && value.trim() === '');
}

/** Label and value pairs of an info dialog, as a description list. */
export function InfoList({ entries }: { entries: InfoEntry[] }) {
  return (
    <Box component="dl" sx={{ m: 0 }}>
      {entries.map(({ label, value }) => (
        <Box key={label} sx={{ mb: 1.5 }}>
          <Typography component="dt" variant="subtitle2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
            {isEmpty(value) ? texts.info.notProvided : value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
