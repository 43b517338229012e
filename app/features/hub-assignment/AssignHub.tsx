import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { api } from '../../api';
import type { Unit } from '../../api/schemas';
import { hubSerialKey } from '../../config/env';
import { useSingleMutation } from '../../data/useSingleMutation';
import { assignHubFailureText } from '../../domain/errorMessages';
import { texts } from '../../domain/texts';
import { reloadPage } from '../../lib/reload';
import { HubLabelImage } from './HubLabelImage';
import { useIncompleteOffered } from './useIncompleteOffered';

interface Props {
  unit: Pick<Unit, 'id'>;
  /** Leaves the unit as Incomplete through the finish flow; the button shows only when given. */
  onIncomplete?: () => void;
}

/**
 * Assign Hub (spec 01 §2, §7, §8): the serial goes to the server as typed (no client validation,
 * the server decides). Success reloads the page, which then shows the hub's unit screen; a failure
 * keeps the typed serial for correction.
 */
export function AssignHub({ unit, onIncomplete }: Props) {
  const [serial, setSerial] = useState('');
  const incompleteOffered = useIncompleteOffered(unit.id, onIncomplete !== undefined);
  const assign = useSingleMutation({
    mutationKey: ['assignHub', unit.id],
    mutationFn: (typed: string) => api.hubs.associate(hubSerialKey, typed, unit.id),
    onSuccess: reloadPage,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    assign.mutate(serial);
  };
  const t = texts.assignHub;
  return (
    <Box component="section" aria-labelledby="assign-hub-title" sx={{ p: 2 }}>
      <Typography id="assign-hub-title" variant="h6" component="h2">
        {t.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {`${texts.unitDetail.noHub} ${t.instructions}`}
      </Typography>
      <Stack component="form" spacing={2} onSubmit={submit} noValidate>
        <TextField label={texts.hub.serial} value={serial} onChange={(event) => setSerial(event.target.value)} autoComplete="off" fullWidth />
        <HubLabelImage />
        {assign.isError && <Alert severity="error">{assignHubFailureText(assign.error)}</Alert>}
        {/* Still disabled after success: the page is reloading. */}
        <Button type="submit" variant="contained" disabled={assign.isPending || assign.isSuccess}>
          {t.continue}
        </Button>
        {incompleteOffered && onIncomplete && (
          <Button variant="outlined" onClick={onIncomplete}>
            {t.incomplete}
          </Button>
        )}
      </Stack>
    </Box>
  );
}
