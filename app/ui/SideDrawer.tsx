import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { texts } from '../domain/texts';
import { useSession } from '../session/sessionStore';
import { useSignOut } from '../session/useSignOut';
import { useDrawer } from './drawerStore';

/** User name and e-mail, and the way out (spec 01 §2 side drawer). */
export function SideDrawer() {
  const { open, setOpen } = useDrawer();
  const user = useSession((state) => state.user);
  const signOut = useSignOut();
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
          <ListItemButton
            onClick={() => {
              setOpen(false);
              signOut();
            }}
          >
            <ListItemText primary={texts.nav.signOut} />
          </ListItemButton>
        </List>
      </Box>
    </Drawer>
  );
}
