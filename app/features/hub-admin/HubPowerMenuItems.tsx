import MenuItem from '@mui/material/MenuItem';
import { genericFailureText } from '../../api/errorMessages';
import { texts } from '../../domain/texts';
import { useSession } from '../../session/sessionStore';
import { startHubReboot, startHubRestart } from './hubPowerActions';

interface Props {
  hubSerial: string;
  /** Called when an item is picked, before the call (the menu closes). */
  onPicked: () => void;
  /** The installer-facing text of a failed call. */
  onError: (message: string) => void;
}

/** 'Restart hub' and 'Reboot hub' of the unit header's menu (spec 01 §2, Level 2). */
export function HubPowerMenuItems({ hubSerial, onPicked, onError }: Props) {
  const userId = useSession((state) => state.user?.uid ?? '');
  const run = (start: typeof startHubReboot) => () => {
    onPicked();
    start(hubSerial, userId).catch((error: unknown) => onError(genericFailureText(error)));
  };
  return [
    <MenuItem key="restart" onClick={run(startHubRestart)}>
      {texts.hubPower.restartHub}
    </MenuItem>,
    <MenuItem key="reboot" onClick={run(startHubReboot)}>
      {texts.hubPower.rebootHub}
    </MenuItem>,
  ];
}
