import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Unit } from '../../api/schemas';
import { texts } from '../../domain/texts';
import { AssignHub } from '../hub-assignment/AssignHub';

interface Props {
  unit: Unit;
  /** Opens the incomplete-only finish flow: Assign Hub's Incomplete button, or Finish for a gateway without a hub serial. */
  onIncomplete?: () => void;
}

/**
 * What a unit without a working hub link shows: Assign Hub when it has no gateway; for a
 * gateway without a hub serial, the only way forward is the incomplete-only finish (spec 01 §4).
 */
export function NoHubPanel({ unit, onIncomplete }: Props) {
  if (!unit.gatewayId) return <AssignHub unit={unit} onIncomplete={onIncomplete} />;
  return (
    <Box component="section" aria-label={texts.unitDetail.noHub} sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography color="text.secondary">{texts.unitDetail.noHubSerial}</Typography>
      {onIncomplete && (
        <Button variant="contained" onClick={onIncomplete}>
          {texts.unitDetail.finish}
        </Button>
      )}
    </Box>
  );
}
