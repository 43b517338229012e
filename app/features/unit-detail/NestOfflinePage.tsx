import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { LiveDevice } from '../../api/schemas';
import { texts } from '../../domain/texts';
import { ProvisioningLine } from './ProvisioningLine';
import { useNestProvisioning } from './useNestProvisioning';

interface Props {
  gatewayId: string;
  hubSerial: string;
  nest: LiveDevice | undefined;
}

/** wifi_offline: get the Nest back on Wi-Fi, then provision it again with the serial on record. */
export function NestOfflinePage({ gatewayId, hubSerial, nest }: Props) {
  const provisioning = useNestProvisioning(gatewayId, hubSerial);
  return (
    <Box sx={{ p: 2 }}>
      <Alert severity="warning">{texts.nest.offlineBanner}</Alert>
      <Box component="ol" sx={{ pl: 3 }}>
        <Typography component="li" sx={{ mb: 1 }}>
          {texts.nest.offlineStep1}
        </Typography>
        <Typography component="li">{texts.nest.offlineStep2}</Typography>
      </Box>
      <ProvisioningLine line={provisioning.line} failed={provisioning.isError} succeeded={provisioning.isSuccess} />
      <Button variant="contained" disabled={!nest || provisioning.isPending} onClick={() => nest && provisioning.provision(nest.localId)}>
        {texts.nest.provisionAgain}
      </Button>
    </Box>
  );
}
