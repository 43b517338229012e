import CloseIcon from '@mui/icons-material/Close';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { COLUMN_MAX_WIDTH, COLUMN_MIN_WIDTH } from './theme';

interface Props {
  title: string;
  closeLabel: string;
  /** Closing is held while something the dialog started is under way. */
  closeDisabled?: boolean;
  onClose: () => void;
  children: ReactNode;
}

/** A dialog over the whole window with a title bar and a close button; its content keeps to the central column's width. */
export function FullScreenDialog({ title, closeLabel, closeDisabled = false, onClose, children }: Props) {
  const id = useId();
  return (
    <Dialog open fullScreen onClose={closeDisabled ? undefined : onClose} aria-labelledby={id}>
      <AppBar position="sticky" color="primary" elevation={1}>
        <Toolbar>
          <IconButton edge="start" color="inherit" aria-label={closeLabel} disabled={closeDisabled} onClick={onClose}>
            <CloseIcon />
          </IconButton>
          <Typography id={id} variant="h6" component="h2" sx={{ ml: 1 }}>
            {title}
          </Typography>
        </Toolbar>
      </AppBar>
      <Box sx={{ width: '100%', minWidth: COLUMN_MIN_WIDTH, maxWidth: COLUMN_MAX_WIDTH, boxSizing: 'border-box', mx: 'auto', p: 2 }}>{children}</Box>
    </Dialog>
  );
}
