import MoreVertIcon from '@mui/icons-material/MoreVert';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { api } from '../../api';
import { queryKeys } from '../../api/queryKeys';
import { texts } from '../../domain/texts';
import { useSession } from '../../session/sessionStore';
import { ActionNoticeSnackbar } from '../hub-admin/ActionNoticeSnackbar';
import { HubPowerMenuItems } from '../hub-admin/HubPowerMenuItems';
import { ResetControllerDialog } from '../hub-admin/ResetControllerDialog';
import { TransferPermissionsDialog } from '../hub-admin/TransferPermissionsDialog';
import { useActionNotice } from '../hub-admin/useActionNotice';
import { RemoveHubDialog } from '../hub-removal/RemoveHubDialog';
import { useRouteUnit } from '../shared/useRouteUnit';
import { CommunityInfoFor } from '../units/CommunityInfoFor';
import { UnitInfoDialog } from '../units/UnitInfoDialog';

type OpenDialog = 'community' | 'unit' | 'reset' | 'remove' | 'transfer';

interface Props {
  hubSerial: string;
  /** INCOMPLETE on the Remove Hub screen (the finish flow); the button is hidden when not given. */
  onRemoveHubIncomplete?: () => void;
}

/**
 * The unit header's overflow menu (spec 01 §2): Level 0 items, a divider, then Level 2 hub
 * administration. The unit comes from the route's query, already loaded by the unit screen.
 */
export function UnitMenu({ hubSerial, onRemoveHubIncomplete }: Props) {
  const { communityId = '', addressId = '' } = useParams();
  const unit = useRouteUnit(communityId, addressId).unit.data;
  const userId = useSession((state) => state.user?.uid ?? '');
  const queryClient = useQueryClient();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const action = useActionNotice();

  const open = (next: OpenDialog) => () => {
    setAnchor(null);
    setDialog(next);
  };
  const close = () => setDialog(null);
  const repair = () => {
    setAnchor(null);
    void action.run(() => api.hubs.repairNetwork(hubSerial, userId));
  };
  const reset = async () => {
    setDialog(null);
    if (await action.run(() => api.hubs.resetNetwork(hubSerial, userId))) {
      await queryClient.invalidateQueries({ queryKey: queryKeys.hubDevices(hubSerial) });
    }
  };
  const gatewayId = unit?.gatewayId;

  return (
    <>
      <IconButton color="inherit" edge="end" aria-label={texts.unitDetail.moreActions} aria-haspopup="menu" onClick={(event) => setAnchor(event.currentTarget)}>
        <MoreVertIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={repair}>{texts.hubMenu.repairNetwork}</MenuItem>
        <MenuItem onClick={open('community')}>{texts.units.communityInfo}</MenuItem>
        <MenuItem onClick={open('unit')}>{texts.info.unitInfo}</MenuItem>
        <Divider />
        <HubPowerMenuItems hubSerial={hubSerial} onPicked={() => setAnchor(null)} onError={action.fail} />
        <MenuItem onClick={open('reset')}>{texts.hubMenu.resetController}</MenuItem>
        <MenuItem onClick={open('remove')} disabled={!gatewayId}>
          {texts.removeHub.title}
        </MenuItem>
        <MenuItem onClick={open('transfer')} disabled={!gatewayId}>
          {texts.hubMenu.transferPermissions}
        </MenuItem>
      </Menu>
      {dialog === 'community' && <CommunityInfoFor communityId={communityId} onClose={close} />}
      <UnitInfoDialog unit={dialog === 'unit' && unit ? unit : null} onClose={close} />
      <ResetControllerDialog open={dialog === 'reset'} onConfirm={() => void reset()} onCancel={close} />
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
            action.succeeded(answer, true);
          }}
        />
      )}
      <ActionNoticeSnackbar notice={action.notice} onClose={action.clear} />
    </>
  );
}
