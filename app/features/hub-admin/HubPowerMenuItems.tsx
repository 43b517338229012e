import MenuItem from '@mui/material/MenuItem';
import { useMutation } from '@tanstack/react-query';
import type { MarkerKind } from '../../data/hubMarkers';
import { useUserId } from '../../data/sessionStore';
import { texts } from '../../domain/texts';
import { startHubPower } from './hubPowerActions';

interface Props {
  hubSerial: string;
  /** Called when an item is picked, before the call (the menu closes). */
  onPicked: () => void;
  /** A failed call (success reloads the page). */
  onError: (error: unknown) => void;
}

/** 'Restart hub' and 'Reboot hub' of the unit header's menu (spec 01 §2, Level 2). */
export function HubPowerMenuItems({ hubSerial, onPicked, onError }: Props) {
  const userId = useUserId();
  const power = useMutation({ mutationFn: (kind: MarkerKind) => startHubPower(kind, hubSerial, userId), onError });
  const run = (kind: MarkerKind) => () => {
    onPicked();
    power.mutate(kind);
  };
  return [
    <MenuItem key="restart" onClick={run('restart')}>
      {texts.hubPower.restartHub}
    </MenuItem>,
    <MenuItem key="reboot" onClick={run('reboot')}>
      {texts.hubPower.rebootHub}
    </MenuItem>,
  ];
}
