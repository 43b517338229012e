import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { LiveDevice } from '../../api/schemas';
import { deviceRowStatus } from '../../domain/deviceStatus';
import { DeviceIcon } from './DeviceIcon';

/** One Z-Wave device: icon, name and status text (TEST in the error colour for a silenced leak sensor). */
export function DeviceRow({ device, onOpen }: { device: LiveDevice; onOpen: () => void }) {
  const status = deviceRowStatus(device);
  return (
    <ListItem disablePadding divider>
      <ListItemButton onClick={onOpen}>
        <ListItemIcon>
          <DeviceIcon kind={status.icon} />
        </ListItemIcon>
        <ListItemText primary={device.name || device.model || device.localId} />
        <Typography variant="body2" sx={{ fontWeight: 600 }} color={status.tone === 'error' ? 'error' : 'text.secondary'} data-tone={status.tone}>
          {status.text}
        </Typography>
      </ListItemButton>
    </ListItem>
  );
}
