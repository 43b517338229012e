import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { memo, startTransition } from 'react';
import { afterNextPaint } from '../lib/afterNextPaint';

/**
 * The search field above a long list. The field keeps what is typed itself (uncontrolled), so a
 * keystroke re-renders nothing at once and its character is painted in the next frame; the search
 * reaches the screen after that paint, as a transition React drops for a newer key (issue 17:
 * typing stays responsive while the list catches up). Memoised: the list's screen re-renders on
 * every search, the field need not.
 */
export const SearchField = memo(function SearchField({ label, onSearch }: { label: string; onSearch(search: string): void }) {
  return (
    <Box sx={{ p: 2 }}>
      <TextField
        fullWidth
        type="search"
        label={label}
        defaultValue=""
        onChange={(event) => {
          const search = event.target.value;
          afterNextPaint(() => startTransition(() => onSearch(search)));
        }}
      />
    </Box>
  );
});
