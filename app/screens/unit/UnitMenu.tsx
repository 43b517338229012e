import MoreVertIcon from '@mui/icons-material/MoreVert';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { useRouteUnit } from '../../data/useRouteUnit';
import { texts } from '../../domain/texts';
import { useHubNetworkAction } from '../../features/hub-admin/useHubNetworkAction';
import { ActionNoticeSnackbar } from '../../ui/ActionNoticeSnackbar';
import { LazyDialog } from '../../ui/LazyPart';
import { useActionNotice } from '../../ui/useActionNotice';
import { useMenuAnchor } from '../../ui/useMenuAnchor';
import { unitPartsCode } from './unitPartsCode';

type OpenDialog = 'community' | 'unit' | 'restart' | 'reboot' | 'reset' | 'remove' | 'transfer';

interface Props {
  hubSerial: string;
  /** INCOMPLETE on the Remove Hub screen (the finish flow); the button is hidden when not given. */
  onRemoveHubIncomplete?: () => void;
}

/**
 * The unit header's overflow menu (spec 01 §2): Level 0 items, a divider, then Level 2 hub
 * administration; every Level 2 item asks first. The unit comes from the route's query, already
 * loaded by the unit screen.
 */
export function UnitMenu({ hubSerial, onRemoveHubIncomplete }: Props) {
  const { communityId = '', addressId = '' } = useParams();
  const unit = useRouteUnit(communityId, addressId).unit.data;
  const menu = useMenuAnchor();
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const notice = useActionNotice();
  const network = useHubNetworkAction(hubSerial, notice);

  const open = (next: OpenDialog) => menu.pick(() => setDialog(next));
  const close = () => setDialog(null);
  const failed = (error: unknown) => {
    close();
    notice.failed(error);
  };
  const gatewayId = unit?.gatewayId;
  // Preloaded once the screen has drawn its answers (HubUnitScreen); a tap before that starts it here.
  const loadDialogs = () => void unitPartsCode.load().catch(() => undefined);

  return (
    <>
        <IconButton color="inherit" edge="end" aria-label={texts.unitDetail.moreActions} aria-haspopup="menu" onPointerDown={loadDialogs} onClick={menu.open}>
          <MoreVertIcon />
        </IconButton>
        <Menu anchorEl={menu.anchor} open={menu.isOpen} onClose={menu.close}>
          <MenuItem onClick={menu.pick(() => network.mutate('repair'))}>{texts.hubMenu.repairNetwork}</MenuItem>
          <MenuItem onClick={open('community')}>{texts.units.communityInfo}</MenuItem>
          <MenuItem onClick={open('unit')}>{texts.info.unitInfo}</MenuItem>
          <Divider />
          <MenuItem onClick={open('restart')}>{texts.hubPower.restartHub}</MenuItem>
          <MenuItem onClick={open('reboot')}>{texts.hubPower.rebootHub}</MenuItem>
          <MenuItem onClick={open('reset')}>{texts.hubMenu.resetController}</MenuItem>
          <MenuItem onClick={open('remove')} disabled={!gatewayId}>
            {texts.removeHub.title}
          </MenuItem>
          <MenuItem onClick={open('transfer')} disabled={!gatewayId}>
            {texts.hubMenu.transferPermissions}
          </MenuItem>
        </Menu>
        {dialog && (
          <LazyDialog
            code={unitPartsCode}
            onClose={close}
            render={({ CommunityInfoFor, UnitInfoDialog, HubPowerDialog, ResetControllerDialog, RemoveHubDialog, TransferPermissionsDialog }) => (
              <>
              {dialog === 'community' && <CommunityInfoFor communityId={communityId} onClose={close} />}
              {dialog === 'unit' && unit && <UnitInfoDialog unit={unit} onClose={close} />}
              {(dialog === 'restart' || dialog === 'reboot') && <HubPowerDialog kind={dialog} hubSerial={hubSerial} onCancel={close} onFailed={failed} />}
              {dialog === 'reset' && (
                <ResetControllerDialog busy={network.isPending} onConfirm={() => network.mutate('reset', { onSettled: close })} onCancel={close} />
              )}
              {dialog === 'remove' && unit && gatewayId && (
                <RemoveHubDialog unit={{ ...unit, gatewayId }} onClose={close} onIncomplete={onRemoveHubIncomplete} />
              )}
              {dialog === 'transfer' && unit && gatewayId && (
                <TransferPermissionsDialog
                  gatewayId={gatewayId}
                  addressId={unit.id}
                  onClose={close}
                  onTransferred={(answer) => {
                    close();
                    notice.succeeded(answer, { preferCustom: true });
                  }}
                />
              )}
            </>
          )}
        />
      )}
      <ActionNoticeSnackbar notice={notice.notice} onClose={notice.clear} />
    </>
  );
}
