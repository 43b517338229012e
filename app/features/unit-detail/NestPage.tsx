import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../api';
import type { LiveDevice } from '../../api/schemas';
import { queryKeys } from '../../data/queryKeys';
import { useSingleMutation } from '../../data/useSingleMutation';
import { genericFailureText } from '../../domain/errorMessages';
import { texts } from '../../domain/texts';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { ProvisioningLine } from './ProvisioningLine';
import { useNestProvisioning } from './useNestProvisioning';

interface Props {
  gatewayId: string;
  hubSerial: string;
  nest: LiveDevice | undefined;
  onClose: () => void;
}

/** The nest sub-page: add a Nest by serial, or show its serial (read-only) and remove it. */
export function NestPage({ gatewayId, hubSerial, nest, onClose }: Props) {
  const queryClient = useQueryClient();
  const [typed, setTyped] = useState('');
  const [confirming, setConfirming] = useState(false);
  const provisioning = useNestProvisioning(gatewayId, hubSerial);
  const removal = useSingleMutation({
    mutationKey: ['nestRemoval', gatewayId],
    mutationFn: (localId: string) => api.nest.remove(gatewayId, localId),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.hubDevices(hubSerial) });
      onClose();
    },
    onSettled: () => setConfirming(false),
  });
  const serial = nest?.localId ?? typed;

  return (
    <Box sx={{ p: 2 }}>
      <TextField
        fullWidth
        label={texts.nest.serialField}
        value={serial}
        onChange={(event) => setTyped(event.target.value)}
        slotProps={{ htmlInput: { readOnly: !!nest, autoCapitalize: 'characters', spellCheck: false } }}
      />
      <ProvisioningLine line={provisioning.line} failed={provisioning.isError} succeeded={provisioning.isSuccess} />
      {removal.isError && (
        <Alert severity="error" sx={{ my: 2 }}>
          {genericFailureText(removal.error)}
        </Alert>
      )}
      <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
        {provisioning.isSuccess ? (
          <Button variant="contained" onClick={onClose}>
            {texts.nest.done}
          </Button>
        ) : (
          <Button variant="contained" disabled={!!nest || serial.trim() === '' || provisioning.isPending} onClick={() => provisioning.provision(serial)}>
            {texts.nest.next}
          </Button>
        )}
        {nest && (
          <Button color="error" variant="outlined" onClick={() => setConfirming(true)}>
            {texts.nest.remove}
          </Button>
        )}
      </Stack>
      {confirming && (
        <ConfirmDialog
          title={texts.nest.removeTitle}
          text={texts.nest.removeText}
          confirmLabel={texts.nest.remove}
          cancelLabel={texts.nest.cancel}
          busy={removal.isPending}
          onConfirm={() => nest && removal.mutate(nest.localId)}
          onCancel={() => setConfirming(false)}
        />
      )}
    </Box>
  );
}
