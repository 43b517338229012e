import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
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
  /** After a removal: the page closes and the tab says the Nest is gone. */
  onRemoved: () => void;
}

/**
 * The nest sub-page: add a Nest by serial (Next or Enter), or show its serial (read-only) and
 * remove it after a confirmation. Each line says what the last action did: removing hides the
 * provisioning line, so a failed removal never shows under 'Success! Nest is provisioned.'.
 */
export function NestPage({ gatewayId, hubSerial, nest, onClose, onRemoved }: Props) {
  const queryClient = useQueryClient();
  const [typed, setTyped] = useState('');
  const [confirming, setConfirming] = useState(false);
  const provisioning = useNestProvisioning(gatewayId, hubSerial);
  const removal = useSingleMutation({
    mutationKey: ['nestRemoval', gatewayId],
    mutationFn: (localId: string) => api.nest.remove(gatewayId, localId),
    onMutate: () => provisioning.reset(),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.hubDevices(hubSerial) });
      onRemoved();
    },
    onSettled: () => setConfirming(false),
  });
  const serial = nest?.localId ?? typed;
  const canProvision = !nest && serial.trim() !== '' && !provisioning.isPending && !provisioning.isSuccess;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canProvision) provisioning.provision(serial);
  };

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ p: 2 }}>
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
          <Button type="submit" variant="contained" disabled={!canProvision}>
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
