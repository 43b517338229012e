import MoreVertIcon from '@mui/icons-material/MoreVert';
import Alert from '@mui/material/Alert';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import Snackbar from '@mui/material/Snackbar';
import { useState } from 'react';
import { texts } from '../../domain/texts';
import { HubPowerMenuItems } from '../hub-admin/HubPowerMenuItems';

/** The unit header's overflow menu; further items (reset controller, remove hub, ...) join it here. */
export function UnitMenu({ hubSerial }: { hubSerial: string }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      <IconButton color="inherit" edge="end" aria-label={texts.unitDetail.moreActions} aria-haspopup="menu" onClick={(event) => setAnchor(event.currentTarget)}>
        <MoreVertIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <HubPowerMenuItems hubSerial={hubSerial} onPicked={() => setAnchor(null)} onError={setError} />
      </Menu>
      <Snackbar open={error !== null} onClose={() => setError(null)}>
        <Alert severity="error" onClose={() => setError(null)}>
          {error}
        </Alert>
      </Snackbar>
    </>
  );
}
