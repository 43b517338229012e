import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import BlockIcon from '@mui/icons-material/Block';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import type { Unit } from '../../api/schemas';
import { texts } from '../../domain/texts';
import {
  formatScheduledDate,
  hasHubWithoutSerial,
  residentsLabel,
  showsPte,
  statusLabel,
  workTypeLabel,
} from '../../domain/unitRow';
import { UnitNotes } from './UnitNotes';

interface Props {
  unit: Unit;
  /** The unit is being opened (its ticket checked, its permission created). */
  opening: boolean;
  onOpen: (unit: Unit) => void;
  onInfo: (unit: Unit) => void;
}

/** The work ticket facts of a row with installer preview data, in reading order. */
function previewFacts(preview: NonNullable<Unit['installerPreviewData']>): string[] {
  return [
    preview.scheduledDate ? texts.units.scheduled(formatScheduledDate(preview.scheduledDate)) : '',
    workTypeLabel(preview.workType),
    preview.arrivalWindow ? texts.units.arrival(preview.arrivalWindow) : '',
    showsPte(preview.workType) ? texts.units.pte(preview.pte === true) : '',
  ].filter(Boolean);
}

/** One unit (spec 01 §2): the opening button, the Unit Info button and the expandable notes. */
export function UnitRow({ unit, opening, onOpen, onInfo }: Props) {
  const preview = unit.installerPreviewData;
  const residents = residentsLabel(unit);
  const status = preview ? statusLabel(preview) : null;
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center' }}>
        <ListItemButton onClick={() => onOpen(unit)} aria-busy={opening} sx={{ flex: 1, display: 'block', py: 1.25 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography sx={{ fontWeight: 600 }}>{unit.unit}</Typography>
            {hasHubWithoutSerial(unit) && <BlockIcon color="disabled" fontSize="small" titleAccess={texts.units.hubWithoutSerial} />}
            {status && (
              <Chip size="small" variant="outlined" color={status === texts.units.complete ? 'success' : 'default'} label={status} />
            )}
          </Stack>
          {residents && (
            <Typography variant="body2" color="text.secondary">
              {residents}
            </Typography>
          )}
          {preview && (
            <Typography variant="body2" color="text.secondary">
              {previewFacts(preview).join(' · ')}
            </Typography>
          )}
        </ListItemButton>
        {preview && (
          <IconButton aria-label={texts.units.unitInfoFor(unit.unit)} onClick={() => onInfo(unit)} sx={{ mr: 1 }}>
            <InfoOutlinedIcon />
          </IconButton>
        )}
      </Box>
      {preview && <UnitNotes preview={preview} />}
      {opening ? <LinearProgress aria-label={texts.units.opening(unit.unit)} /> : <Divider />}
    </>
  );
}
