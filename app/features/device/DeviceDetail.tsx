import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { LiveDevice } from '../../api/schemas';
import { clearDeviceEntryDraft, readDeviceEntry, saveDeviceEntryDraft } from '../../data/deviceEntryDraftRecord';
import { deviceChange, deviceTypeLine, isLeakSensor, placementOf, type DeviceEntry } from '../../domain/deviceDetail';
import { genericFailureText } from '../../domain/errorMessages';
import { binarySensorKind } from '../../domain/sensors';
import { texts } from '../../domain/texts';
import { ReadOnlyField } from '../../ui/ReadOnlyField';
import { ScreenHeader } from '../../ui/ScreenHeader';
import { StickyActions } from '../../ui/StickyActions';
import { DeviceCommands } from './DeviceCommands';
import { DeviceMenu } from './DeviceMenu';
import { DeviceNameField } from './DeviceNameField';
import { DeviceReadouts } from './DeviceReadouts';
import { LeakAlerts } from './LeakAlerts';
import { PlacementField } from './PlacementField';
import { useDeviceSave } from './useDeviceSave';

interface Props {
  device: LiveDevice;
  unitName: string;
  hubSerial: string;
  /** The unit screen on the route style the installer came from. */
  backTo: string;
  /** The device has left the hub since the screen opened (failed, excluded): nothing to operate. */
  gone: boolean;
}

const words = texts.deviceDetail;

/**
 * The device detail screen (spec 02 §2): what the device is, its name and placement, its live
 * read-outs and commands. Done and the back arrow both save what changed, then return to the unit;
 * a failed save keeps the installer here with what they typed, and so does a 401: the draft comes
 * back when the same installer signs in again.
 */
export function DeviceDetail({ device, unitName, hubSerial, backTo, gone }: Props) {
  const navigate = useNavigate();
  const [saved] = useState<DeviceEntry>(() => ({ name: device.name ?? '', placement: placementOf(device.metadata_id) }));
  const [entry, setEntry] = useState(() => readDeviceEntry(device.uid, saved));
  const edit = (patch: Partial<DeviceEntry>) => {
    const next = { ...entry, ...patch };
    setEntry(next);
    saveDeviceEntryDraft(device.uid, saved, next);
  };
  const save = useDeviceSave(device.uid, hubSerial);
  const done = () => {
    clearDeviceEntryDraft(device.uid);
    navigate(backTo);
  };
  const leave = () => {
    const change = gone ? null : deviceChange(saved, entry, device.deviceType);
    if (change) save.mutate(change, { onSuccess: done });
    else done();
  };
  const sensor = device.deviceType === 'binary_sensor';

  return (
    <>
      <ScreenHeader title={unitName} onBack={leave} actions={<DeviceMenu device={device} hubSerial={hubSerial} gone={gone} />} />
      <Stack spacing={2} sx={{ p: 2 }}>
        <Box>
          <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            {device.name || device.model || device.uid}
          </Typography>
          <Typography color="text.secondary">{texts.deviceMenu.nodeId(device.localId)}</Typography>
          <Typography color="text.secondary">{deviceTypeLine(device.deviceType, entry.placement)}</Typography>
        </Box>
        {gone && <Alert severity="warning">{words.gone}</Alert>}
        {!gone && isLeakSensor(device) && <LeakAlerts device={device} hubSerial={hubSerial} />}
        <ReadOnlyField label={words.deviceModel} value={device.device_metadata[0]?.long_name || words.unknownModel} />
        <DeviceNameField name={entry.name} onChange={(name) => edit({ name })} />
        {sensor && <PlacementField mounted={saved.placement} sensesContact={binarySensorKind(device) === 'contact'} placement={entry.placement} onChange={(placement) => edit({ placement })} />}
        {/* A standing reminder, not news: a note, so screen readers do not announce it as an alert. */}
        <Alert severity="info" role="note">
          {words.banner}
        </Alert>
        <DeviceReadouts device={device} />
        {!gone && <DeviceCommands device={device} />}
        {save.isError && <Alert severity="error">{genericFailureText(save.error)}</Alert>}
        <StickyActions>
          <Button variant="contained" size="large" fullWidth disabled={save.isPending} onClick={leave}>
            {words.done}
          </Button>
        </StickyActions>
      </Stack>
    </>
  );
}
