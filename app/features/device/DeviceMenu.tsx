import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { api } from '../../api';
import type { ActionAnswer, LiveDevice } from '../../api/schemas';
import { useUserId } from '../../data/sessionStore';
import { useSingleMutation } from '../../data/useSingleMutation';
import { deviceActions, type DeviceAction } from '../../domain/deviceActions';
import { texts } from '../../domain/texts';
import { ActionNoticeSnackbar } from '../../ui/ActionNoticeSnackbar';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useActionNotice } from '../../ui/useActionNotice';
import { useMenuAnchor } from '../../ui/useMenuAnchor';

interface Props {
  device: Pick<LiveDevice, 'uid' | 'localId' | 'gatewayId' | 'deviceType' | 'name' | 'model'>;
  hubSerial: string;
  /** The device has left the hub: nothing left to offer, but the outcome that said so stays. */
  gone: boolean;
}

const labels: Record<DeviceAction, string> = {
  resendPins: texts.deviceMenu.resendPins,
  refreshStatus: texts.deviceMenu.refreshStatus,
  failDevice: texts.deviceMenu.failDevice,
};

/**
 * The device screen's header menu (spec 01 §2): what it offers depends on the device type. Fail
 * device removes the node from the hub, so it asks first; one action at a time per device. Its
 * notice outlives the device: the poll that finds a failed device gone must not take away the
 * sentence that says it was removed.
 */
export function DeviceMenu({ device, hubSerial, gone }: Props) {
  const userId = useUserId();
  const menu = useMenuAnchor();
  const [confirmingFail, setConfirmingFail] = useState(false);
  const notice = useActionNotice();
  const calls: Record<DeviceAction, () => Promise<ActionAnswer>> = {
    resendPins: () => api.doorCodes.resendPins(device.gatewayId),
    refreshStatus: () => api.devices.refreshStatus(device.uid, userId),
    failDevice: () => api.hubs.failDevice(hubSerial, userId, device.localId),
  };
  const action = useSingleMutation({
    mutationKey: ['deviceAction', device.uid],
    mutationFn: (name: DeviceAction) => calls[name](),
    // The hub takes up to 2 minutes to drop a failed node from its list (spec 01 §9).
    onSuccess: (answer, name) => notice.succeeded(answer, name === 'failDevice' ? { silentSuccessText: texts.deviceMenu.failDeviceDelay } : {}),
    onError: notice.failed,
  });
  const pick = (name: DeviceAction) => menu.pick(() => (name === 'failDevice' ? setConfirmingFail(true) : action.mutate(name)));
  const t = texts.deviceMenu;
  return (
    <>
      {!gone && (
        <>
          <IconButton color="inherit" edge="end" aria-label={t.moreActions} aria-haspopup="menu" onClick={menu.open}>
            <MoreVertIcon />
          </IconButton>
          <Menu anchorEl={menu.anchor} open={menu.isOpen} onClose={menu.close}>
            {deviceActions(device).map((name) => (
              <MenuItem key={name} onClick={pick(name)}>
                {labels[name]}
              </MenuItem>
            ))}
          </Menu>
        </>
      )}
      {confirmingFail && (
        <ConfirmDialog
          title={t.failConfirmTitle}
          text={t.failConfirmText(device.name || device.model || device.localId)}
          confirmLabel={t.failConfirm}
          cancelLabel={t.cancel}
          busy={action.isPending}
          onConfirm={() => action.mutate('failDevice', { onSettled: () => setConfirmingFail(false) })}
          onCancel={() => setConfirmingFail(false)}
        />
      )}
      <ActionNoticeSnackbar notice={notice.notice} onClose={notice.clear} />
    </>
  );
}
