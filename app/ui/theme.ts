import { createTheme } from '@mui/material/styles';

/** Layout constants of spec 01 §2: a 570px column down to 350px, dialogs at most 570px. */
export const COLUMN_MAX_WIDTH = 570;
export const COLUMN_MIN_WIDTH = 350;

export const theme = createTheme({
  palette: {
    // Deep orange dark enough for white text at 4.5:1 (WCAG AA).
    primary: { main: '#bf360c' },
    success: { main: '#2e7d32' },
    error: { main: '#c62828' },
  },
  components: {
    MuiDialog: {
      // Full-screen dialogs (Remove hub) keep the whole window: the margin and width cap are for the others.
      styleOverrides: { paper: ({ ownerState }) => (ownerState.fullScreen ? {} : { maxWidth: COLUMN_MAX_WIDTH, width: '100%', margin: 16 }) },
    },
  },
});
