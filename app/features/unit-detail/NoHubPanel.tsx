import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Unit } from '../../api/schemas';
import { texts } from '../../domain/texts';

/**
 * What a unit without a working hub link shows. The Assign Hub flow replaces the no-gateway
 * case here; the incomplete-only finish flow joins the gateway-without-serial case.
 */
export function NoHubPanel({ unit }: { unit: Unit }) {
  return (
    <Box component="section" aria-label={texts.unitDetail.noHub} sx={{ p: 2 }}>
      <Typography color="text.secondary">{unit.gatewayId ? texts.unitDetail.noHubSerial : texts.unitDetail.noHub}</Typography>
    </Box>
  );
}
