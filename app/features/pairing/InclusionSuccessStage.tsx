import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../api';
import type { LiveDevice } from '../../api/schemas';
import { queryKeys } from '../../data/queryKeys';
import { useSingleMutation } from '../../data/useSingleMutation';
import { genericFailureText } from '../../domain/errorMessages';
import { asksPlacement, canSave, defaultName, nameFieldLabel, namingChange, revealedOptions, type NamingEntry } from '../../domain/pairing/naming';
import { placementOptions, type Placement } from '../../domain/placements';
import { binarySensorKind } from '../../domain/sensors';
import { texts } from '../../domain/texts';
import { useFlag } from '../../flags/useFlag';
import { StickyActions } from '../../ui/StickyActions';

const words = texts.pairing.naming;

interface Props {
  device: LiveDevice;
  hubSerial: string;
  options: string[];
  streaming: boolean;
  /** Given while the stream has failed: Next waits for the installer to open it again (decision 0267). */
  onReconnect?: () => void;
  onSaved: (device: LiveDevice) => void;
}

/** Post-inclusion success: what a sensor is for and where the device is, then PUT v3/device/{uid}/. */
export function InclusionSuccessStage({ device, hubSerial, options, streaming, onReconnect, onSaved }: Props) {
  const locationSelection = useFlag('location-selection');
  const queryClient = useQueryClient();
  const [entry, setEntry] = useState<NamingEntry>(() => ({ name: defaultName(locationSelection), placement: null }));
  const [steps, setSteps] = useState(0);
  const save = useSingleMutation({
    mutationKey: ['deviceNaming', device.uid],
    mutationFn: () => api.devices.update(device.uid, namingChange(entry, device.deviceType)),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.hubDevices(hubSerial) });
      onSaved(device);
    },
  });
  const revealed = revealedOptions(options, steps);
  const label = nameFieldLabel(device.deviceType);
  const enabled = canSave(entry, device.deviceType, { locationSelection, streaming }) && !save.isPending;

  return (
    <Stack spacing={2}>
      {asksPlacement(device.deviceType) && (
        <FormControl>
          <FormLabel id="sensor-placement">{words.sensorFor}</FormLabel>
          <RadioGroup aria-labelledby="sensor-placement" value={entry.placement ?? ''} onChange={(event) => setEntry({ ...entry, placement: event.target.value as Placement })}>
            {placementOptions(null, binarySensorKind(device) === 'contact').map((placement) => (
              <FormControlLabel key={placement} value={placement} control={<Radio />} label={words.placements[placement]} />
            ))}
          </RadioGroup>
        </FormControl>
      )}
      <Typography variant="subtitle1" component="h3" id="device-located">
        {words.located}
      </Typography>
      <TextField label={label} value={entry.name} onChange={(event) => setEntry({ ...entry, name: event.target.value })} fullWidth />
      {revealed.shown.length > 0 && (
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }} role="group" aria-label={words.suggestions}>
          {revealed.shown.map((option) => (
            <Chip key={option} label={option} color={option === entry.name ? 'primary' : 'default'} onClick={() => setEntry({ ...entry, name: option })} />
          ))}
          {revealed.more && <Chip label={words.more} variant="outlined" onClick={() => setSteps(steps + 1)} />}
        </Stack>
      )}
      {/* What holds Next back, and its Reconnect, stand with Next: at the end of a long step they sat under the bar (decision 0371). */}
      <StickyActions>
        {!streaming && !onReconnect && <Alert severity="info">{words.notStreaming}</Alert>}
        {onReconnect && (
          <Alert severity="warning" action={<Button color="inherit" onClick={onReconnect}>{words.reconnect}</Button>}>
            {words.streamLost}
          </Alert>
        )}
        {save.isError && <Alert severity="error">{genericFailureText(save.error)}</Alert>}
        <Button variant="contained" size="large" fullWidth disabled={!enabled} onClick={() => save.mutate()}>
          {save.isPending ? words.saving : words.save}
        </Button>
      </StickyActions>
    </Stack>
  );
}
