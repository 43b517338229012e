import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../api';
import type { ActionAnswer, LiveDevice } from '../../api/schemas';
import { useUserId } from '../../data/sessionStore';
import { deviceActions, type DeviceAction } from '../../domain/deviceActions';
import { texts } from '../../domain/texts';
import { ActionNoticeSnackbar } from '../../ui/ActionNoticeSnackbar';
import { useActionNotice } from '../../ui/useActionNotice';

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
  const userId = useUserId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const notice = useActionNotice();
  const calls: Record<DeviceAction, () => Promise<ActionAnswer>> = {
    resendPins: () => api.doorCodes.resendPins(device.gatewayId),
    refreshStatus: () => api.devices.refreshStatus(device.uid, userId),
    failDevice: () => api.hubs.failDevice(hubSerial, userId, device.localId),
  };
  const action = useMutation({
    mutationFn: (name: DeviceAction) => calls[name](),
    // The hub takes up to 2 minutes to drop a failed node from its list (spec 01 §9).
    onSuccess: (answer, name) => notice.succeeded(answer, name === 'failDevice' ? { silentSuccessText: texts.deviceMenu.failDeviceDelay } : {}),
    onError: notice.failed,
  });
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
              action.mutate(name);
            }}
          >
            {labels[name]}
          </MenuItem>
        ))}
      </Menu>
      <ActionNoticeSnackbar notice={notice.notice} onClose={notice.clear} />
    </>
  );
}
