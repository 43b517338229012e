import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import type { LiveDevice, Unit } from '../../api/schemas';
import { zWaveDevices } from '../../domain/deviceStatus';
import type { Operation } from '../../domain/pairing/stages';
import { texts } from '../../domain/texts';
import type { LockTodo } from '../../domain/unitTodo';
import { LoadFailure } from '../../ui/LoadFailure';
import { DeviceRow } from './DeviceRow';
import { DevicesToInstall } from './DevicesToInstall';
import { PairingEntry } from './PairingEntry';

interface Props {
  unit: Unit;
  devices: readonly LiveDevice[];
  locks: readonly LockTodo[];
  hasWorkTicket: boolean;
  /** The work ticket could not be read: said in Finish's place, with a retry. */
  ticketFailure: { message: string; onRetry: () => void } | null;
  onOpenDevice: (device: LiveDevice) => void;
  /** Opens the finish dialog. */
  onFinish: () => void;
  /** Opens the Z-Wave setup page for an inclusion or an exclusion. */
  onPair: (operation: Operation) => void;
}

export function DevicesTab({ unit, devices, locks, hasWorkTicket, ticketFailure, onOpenDevice, onFinish, onPair }: Props) {
  const zWave = zWaveDevices(devices);
  return (
    <Box>
      {zWave.length === 0 ? (
        <Typography sx={{ p: 2 }} color="text.secondary">
          {texts.unitDetail.noZWaveDevices}
        </Typography>
      ) : (
        <List aria-label={texts.unitDetail.zWaveDevices}>
          {zWave.map((device) => (
            <DeviceRow key={device.uid} device={device} onOpen={() => onOpenDevice(device)} />
          ))}
        </List>
      )}
      <DevicesToInstall items={unit.installerPreviewData?.devicesToBeInstalled ?? []} devices={zWave} locks={locks} />
      {ticketFailure && <LoadFailure message={ticketFailure.message} onRetry={ticketFailure.onRetry} />}
      {hasWorkTicket && (
        <Box sx={{ p: 2 }}>
          <Button variant="contained" fullWidth onClick={onFinish}>
            {texts.unitDetail.finish}
          </Button>
        </Box>
      )}
      <PairingEntry onPair={onPair} />
    </Box>
  );
}
