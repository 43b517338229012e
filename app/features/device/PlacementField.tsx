import TextField from '@mui/material/TextField';
import { placementOptions, type Placement } from '../../domain/placements';
import { texts } from '../../domain/texts';

interface Props {
  /** The placement the sensor is mounted as, which decides the choices. */
  mounted: Placement | null;
  /** A sensor that senses contact is offered contact placements only. */
  sensesContact: boolean;
  placement: Placement | null;
  onChange: (placement: Placement) => void;
}

/** A binary sensor's placement; a contact sensor stays among contact placements (spec 02 §2). */
export function PlacementField({ mounted, sensesContact, placement, onChange }: Props) {
  const options = placementOptions(mounted, sensesContact);
  return (
    <TextField
      select
      label={texts.deviceDetail.placement}
      value={placement ?? ''}
      onChange={(event) => {
        const chosen = options.find((option) => option === event.target.value);
        if (chosen) onChange(chosen);
      }}
      fullWidth
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {placement === null && <option value="" disabled />}
      {options.map((option) => (
        <option key={option} value={option}>
          {texts.pairing.naming.placements[option]}
        </option>
      ))}
    </TextField>
  );
}
