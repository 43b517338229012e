import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Fab from '@mui/material/Fab';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { LiveDevice } from '../../api/schemas';
import { texts } from '../../domain/texts';
import { COLUMN_MAX_WIDTH } from '../../ui/theme';

interface Props {
  nest: LiveDevice | undefined;
  onOpenNest: () => void;
  onOpenOfflineHelp: () => void;
}

/**
 * 'No Nest Devices' with a floating Add button, or the Nest thermostat with its serial (spec 02 §2).
 * The button sits at the bottom right of the window, inside the central column on wide windows.
 */
export function NestTab({ nest, onOpenNest, onOpenOfflineHelp }: Props) {
  if (!nest) {
    return (
      <Box>
        <Typography sx={{ p: 2 }} color="text.secondary">
          {texts.nest.none}
        </Typography>
        <Fab
          color="primary"
          aria-label={texts.nest.add}
          onClick={onOpenNest}
          sx={{ position: 'fixed', bottom: 16, right: `calc(max(0px, (100vw - ${COLUMN_MAX_WIDTH}px) / 2) + 16px)` }}
        >
          <AddIcon />
        </Fab>
      </Box>
    );
  }
  return (
    <Box>
      <List aria-label={texts.nest.thermostat}>
        <ListItem disablePadding divider>
          <ListItemButton onClick={onOpenNest}>
            <ListItemText primary={texts.nest.thermostat} secondary={texts.nest.serialNumber(nest.localId)} />
          </ListItemButton>
        </ListItem>
      </List>
      <Box sx={{ px: 2 }}>
        <Button onClick={onOpenOfflineHelp}>{texts.nest.offlineHelp}</Button>
      </Box>
    </Box>
  );
}
