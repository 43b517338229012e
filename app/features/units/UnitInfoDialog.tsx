import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { Unit } from '../../api/schemas';
import { texts } from '../../domain/texts';
import { InfoList } from '../../ui/InfoList';

interface Props {
  unit: Pick<Unit, 'unit' | 'installerPreviewData'>;
  onClose: () => void;
}

/**
 * A unit's notes for the technician (spec 01 §2 "Unit Info"); the unit list and the unit screen's
 * menu both open it. Rendered only while open.
 */
export function UnitInfoDialog({ unit, onClose }: Props) {
  const preview = unit.installerPreviewData;
  return (
    <Dialog open onClose={onClose} fullWidth aria-labelledby="unit-info-title">
      <DialogTitle id="unit-info-title">{`${texts.info.unitInfo} — ${unit.unit}`}</DialogTitle>
      <DialogContent>
        <InfoList
          entries={[
            { label: texts.info.notesToTechnician, value: preview?.notes },
            { label: texts.info.hubLocation, value: preview?.hubLocation },
            { label: texts.info.pteNotes, value: preview?.pteNotes },
          ]}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{texts.info.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
