import DirectionsRunIcon from '@mui/icons-material/DirectionsRun';
import LightbulbIcon from '@mui/icons-material/Lightbulb';
import LockIcon from '@mui/icons-material/Lock';
import SensorDoorIcon from '@mui/icons-material/SensorDoor';
import SensorsIcon from '@mui/icons-material/Sensors';
import ThermostatIcon from '@mui/icons-material/Thermostat';
import ToggleOnIcon from '@mui/icons-material/ToggleOn';
import WaterDropIcon from '@mui/icons-material/WaterDrop';
import type { DeviceIconKind } from '../../domain/deviceStatus';

const icons = {
  lock: LockIcon,
  thermostat: ThermostatIcon,
  switch: ToggleOnIcon,
  dimmer: LightbulbIcon,
  leak: WaterDropIcon,
  motion: DirectionsRunIcon,
  contact: SensorDoorIcon,
  sensor: SensorsIcon,
} satisfies Record<DeviceIconKind, unknown>;

/** Decorative: the row's text names the device. */
export function DeviceIcon({ kind }: { kind: DeviceIconKind }) {
  const Icon = icons[kind];
  return <Icon aria-hidden data-icon={kind} />;
}
