import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { api } from '../../api';
import type { LiveDevice } from '../../api/schemas';
import { deviceActions, type DeviceAction } from '../../domain/deviceActions';
import { texts } from '../../domain/texts';
import { useSession } from '../../session/sessionStore';
import { ActionNoticeSnackbar } from '../hub-admin/ActionNoticeSnackbar';
import { useActionNotice } from '../hub-admin/useActionNotice';

interface Props {
  device: Pick<LiveDevice, 'uid' | 'localId' | 'gatewayId' | 'deviceType'>;
  hubSerial: string;
}

const labels: Record<DeviceAction, string> = {
  resendPins: texts.deviceMenu.resendPins,
  refreshStatus: texts.deviceMenu.refreshStatus,
  failDevice: texts.deviceMenu.failDevice,
};

/** The device screen's header menu (spec 01 §2): what it offers depends on the device type. */
export function DeviceMenu({ device, hubSerial }: Props) {
  const userId = useSession((state) => state.user?.uid ?? '');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const action = useActionNotice();

  const calls: Record<DeviceAction, () => void> = {
    resendPins: () => void action.run(() => api.doorCodes.resendPins(device.gatewayId)),
    refreshStatus: () => void action.run(() => api.devices.refreshStatus(device.uid, userId)),
    // The hub takes up to 2 minutes to drop a failed node from its list (spec 01 §9).
    failDevice: () =>
      void action.run(() => api.hubs.failDevice(hubSerial, userId, device.localId), { silentSuccessText: texts.deviceMenu.failDeviceDelay }),
  };
  return (
    <>
      <IconButton color="inherit" edge="end" aria-label={texts.deviceMenu.moreActions} aria-haspopup="menu" onClick={(event) => setAnchor(event.currentTarget)}>
        <MoreVertIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {deviceActions(device).map((name) => (
          <MenuItem
            key={name}
            onClick={() => {
              setAnchor(null);
              calls[name]();
            }}
          >
            {labels[name]}
          </MenuItem>
        ))}
      </Menu>
      <ActionNoticeSnackbar notice={action.notice} onClose={action.clear} />
    </>
  );
}
