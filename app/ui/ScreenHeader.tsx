import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import MenuIcon from '@mui/icons-material/Menu';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { texts } from '../domain/texts';
import { useDrawer } from './drawerStore';

interface Props {
  title: string;
  /** Where the back arrow leads; without it the header shows the menu button. */
  backTo?: string;
  /** What the back arrow does instead of navigating (a sub-page that does not change the route). */
  onBack?: () => void;
  actions?: ReactNode;
}

export function ScreenHeader({ title, backTo, onBack, actions }: Props) {
  const navigate = useNavigate();
  const openDrawer = useDrawer((state) => state.setOpen);
  return (
    <AppBar position="sticky" color="primary" elevation={1}>
      <Toolbar>
        {backTo || onBack ? (
          <IconButton edge="start" color="inherit" aria-label={texts.nav.back} onClick={() => (onBack ? onBack() : navigate(backTo ?? ''))}>
            <ArrowBackIcon />
          </IconButton>
        ) : (
          <IconButton edge="start" color="inherit" aria-label={texts.nav.menu} onClick={() => openDrawer(true)}>
            <MenuIcon />
          </IconButton>
        )}
        {/* A long title (a community's name) wraps rather than being cut off on a phone, and the
            actions keep their one line: the title is what the installer checks. */}
        <Typography variant="h6" component="h1" sx={{ flexGrow: 1, minWidth: 0, ml: 1, py: 1, lineHeight: 1.25, overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        {actions && <Box sx={{ flexShrink: 0, whiteSpace: 'nowrap', display: 'flex', alignItems: 'center' }}>{actions}</Box>}
      </Toolbar>
    </AppBar>
  );
}
