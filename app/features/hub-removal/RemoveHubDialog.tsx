import CloseIcon from '@mui/icons-material/Close';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { Unit } from '../../api/schemas';
import { texts } from '../../domain/texts';
import { useFlag } from '../../flags/useFlag';
import { COLUMN_MAX_WIDTH, COLUMN_MIN_WIDTH } from '../../ui/theme';
import { RemoveHubIntro } from './RemoveHubIntro';
import { SupportRemovalWizard } from './SupportRemovalWizard';
import { useRemoveHub } from './useRemoveHub';

interface Props {
  unit: Pick<Unit, 'id' | 'unit' | 'residents'> & { gatewayId: string };
  onClose: () => void;
  /** INCOMPLETE: leave the unit through the finish flow instead; hidden when not given. */
  onIncomplete?: () => void;
}

/**
 * Remove Hub as a full-screen dialog over the unit (no route change, spec 01 §2). Support users
 * (flag customer-support-user) get the guarded wizard instead of the one-press screen. Mount it
 * only while open, so the wizard starts again from page 1 each time.
 */
export function RemoveHubDialog({ unit, onClose, onIncomplete }: Props) {
  const guarded = useFlag('customer-support-user');
  const removal = useRemoveHub(unit.gatewayId, unit.id);
  return (
    <Dialog open fullScreen onClose={onClose} aria-labelledby="remove-hub-title">
      <AppBar position="sticky" color="primary" elevation={1}>
        <Toolbar>
          <IconButton edge="start" color="inherit" aria-label={texts.removeHub.close} onClick={onClose}>
            <CloseIcon />
          </IconButton>
          <Typography id="remove-hub-title" variant="h6" component="h2" sx={{ ml: 1 }}>
            {texts.removeHub.title}
          </Typography>
        </Toolbar>
      </AppBar>
      <Box sx={{ width: '100%', minWidth: COLUMN_MIN_WIDTH, maxWidth: COLUMN_MAX_WIDTH, boxSizing: 'border-box', mx: 'auto', p: 2 }}>
        {guarded ? (
          <SupportRemovalWizard
            unitName={unit.unit}
            residents={unit.residents}
            gatewayId={unit.gatewayId}
            busy={removal.busy}
            failure={removal.failure}
            onRemove={removal.remove}
          />
        ) : (
          <RemoveHubIntro busy={removal.busy} failure={removal.failure} onRemove={removal.remove} onIncomplete={onIncomplete} />
        )}
      </Box>
    </Dialog>
  );
}
