import LinearProgress from '@mui/material/LinearProgress';
import type { Unit } from '../../api/schemas';
import { texts } from '../../domain/texts';
import { previewFacts } from '../../domain/pressedRowNames';
import { hasHubWithoutSerial, residentsLabel, statusLabel } from '../../domain/unitRow';
import { RowButton, RowChip, RowDivider, RowIcon, RowIconButton, rowIcons } from '../../ui/rowParts';
import { UnitNotes } from './UnitNotes';

interface Props {
  unit: Unit;
  /** The unit is being opened (its ticket checked, its permission created). */
  opening: boolean;
  onOpen: (unit: Unit) => void;
  onInfo: (unit: Unit) => void;
}

/** One unit (spec 01 §2): the opening button, the Unit Info button and the expandable notes. */
export function UnitRow({ unit, opening, onOpen, onInfo }: Props) {
  const preview = unit.installerPreviewData;
  const residents = residentsLabel(unit);
  const status = preview ? statusLabel(preview) : null;
  return (
    <>
      <div className="row-with-action">
        <RowButton block onClick={() => onOpen(unit)} busy={opening}>
          <span className="row-line">
            <span className="row-primary row-primary--strong">{unit.unit}</span>
            {hasHubWithoutSerial(unit) && <RowIcon path={rowIcons.block} title={texts.units.hubWithoutSerial} tone="disabled" />}
            {status && <RowChip label={status} success={status === texts.units.complete} />}
          </span>
          {residents && <span className="row-secondary">{residents}</span>}
          {preview && <span className="row-secondary">{previewFacts(preview).join(' · ')}</span>}
        </RowButton>
        {preview && <RowIconButton path={rowIcons.info} label={texts.units.unitInfoFor(unit.unit)} onClick={() => onInfo(unit)} />}
      </div>
      {preview && <UnitNotes preview={preview} />}
      {opening ? <LinearProgress aria-label={texts.units.opening(unit.unit)} /> : <RowDivider />}
    </>
  );
}
