import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';

/**
 * The primary actions of a screen or a stage, kept in sight at the bottom of the window while the
 * content above scrolls under them; at the end of the content they stand in their place
 * (decision 0273). It must be a child of the block that holds the content it follows, and it
 * spans the padding of that block (theme spacing 2 on each side) unless `flush` says it has none.
 */
export function StickyActions({ children, flush = false }: { children: ReactNode; flush?: boolean }) {
  return (
    <Stack
      spacing={1}
      sx={{
        position: 'sticky',
        bottom: 0,
        zIndex: 1,
        px: 2,
        py: 1.5,
        bgcolor: 'background.paper',
        borderTop: 1,
        borderColor: 'divider',
        // Doubled, to win over the margins a parent Stack gives its children.
        '&&': { mx: flush ? 0 : -2 },
      }}
    >
      {children}
    </Stack>
  );
}
