import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { deviceCommands } from '../../domain/deviceDetail';
import { texts } from '../../domain/texts';
import type { LiveDevice } from '../../api/schemas';
import { useDeviceCommand } from './useDeviceCommand';

/** The buttons that operate the device: lock and unlock, on and off, cool and heat. */
export function DeviceCommands({ device }: { device: Pick<LiveDevice, 'uid' | 'deviceType'> }) {
  const commands = deviceCommands(device.deviceType);
  const { run, busy } = useDeviceCommand(device.uid);
  if (commands.length === 0) return null;
  return (
    <Stack direction="row" spacing={2} role="group" aria-label={texts.deviceDetail.commands}>
      {commands.map((command) => (
        <Button key={command} variant="outlined" size="large" fullWidth disabled={busy} onClick={() => run(command)}>
          {texts.deviceDetail.command[command]}
        </Button>
      ))}
    </Stack>
  );
}
