import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useMatch, useNavigate } from 'react-router-dom';
import { paths, routePatterns } from '../config/paths';
import { useOtherCommunities } from '../data/otherCommunitiesStore';
import { useSession } from '../data/sessionStore';
import { useSignOut } from '../data/useSignOut';
import { texts } from '../domain/texts';
import { useDrawer } from './drawerStore';

/**
 * User name and e-mail; 'Switch community' when the stored flag says there are other
 * communities and the installer is not already on the list; 'Sign out' always (spec 01 §2).
 */
export function SideDrawer() {
  const { open, setOpen } = useDrawer();
  const user = useSession((state) => state.user);
  const signOut = useSignOut();
  const navigate = useNavigate();
  const onCommunityList = useMatch(routePatterns.communities) !== null;
  const otherCommunities = useOtherCommunities((state) => state.available);
  const canSwitch = !onCommunityList && otherCommunities;
  return (
    <Drawer open={open} onClose={() => setOpen(false)}>
      <Box sx={{ width: 280 }} role="presentation">
        <Box sx={{ p: 2 }}>
          <Typography variant="subtitle1">{user ? `${user.firstName} ${user.lastName}` : ''}</Typography>
          <Typography variant="body2" color="text.secondary">
            {user?.email}
          </Typography>
        </Box>
        <Divider />
        <List>
          {canSwitch && (
            <ListItem disablePadding>
              <ListItemButton
                onClick={() => {
                  setOpen(false);
                  navigate(paths.communities());
                }}
              >
                <ListItemText primary={texts.nav.switchCommunity} />
              </ListItemButton>
            </ListItem>
          )}
          <ListItem disablePadding>
            <ListItemButton
              onClick={() => {
                setOpen(false);
                signOut();
              }}
            >
              <ListItemText primary={texts.nav.signOut} />
            </ListItemButton>
          </ListItem>
        </List>
      </Box>
    </Drawer>
  );
}
