import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { COLUMN_MAX_WIDTH, COLUMN_MIN_WIDTH } from './theme';

/** The central column: 570px wide, the window's width below that, never under 350px. */
export function Column({ children }: { children: ReactNode }) {
  return (
    <Box
      component="main"
      data-testid="column"
      sx={{ width: `clamp(${COLUMN_MIN_WIDTH}px, 100vw, ${COLUMN_MAX_WIDTH}px)`, mx: 'auto', minHeight: '100vh', bgcolor: 'background.paper' }}
    >
      {children}
    </Box>
  );
}
