import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { HubStatus, LiveDevice, Unit } from '../../api/schemas';
import { paths, type UnitRouteStyle } from '../../config/paths';
import { useCommunity } from '../../data/communities';
import { useHubDevices } from '../../data/devices';
import { queryKeys } from '../../data/queryKeys';
import { useRetryNow } from '../../data/retryNow';
import { changeUnitTodo, useUnitTodoOf } from '../../data/unitTodoStore';
import { useWorkTicket } from '../../data/workTickets';
import { nestDevices } from '../../domain/deviceStatus';
import type { SyncStatus } from '../../domain/doorCodeSync';
import { explainedLoadFailure } from '../../domain/errorMessages';
import { texts } from '../../domain/texts';
import { withBatteries, withDeviceType } from '../../domain/unitTodo';
import { failedWithoutData, failingWithoutData } from '../../lib/queryState';
import { ActionNoticeSnackbar } from '../../ui/ActionNoticeSnackbar';
import { Loading } from '../../ui/Loading';
import { PlainTabs } from '../../ui/PlainTabs';
import { DeviceDetailsMissing } from './DeviceDetailsMissing';
import { DevicesTab, type OnRingDoorbell } from './DevicesTab';
import { HubOfflineBanner } from './HubOfflineBanner';
import { HubTab } from './HubTab';
import { NestOfflinePage } from './NestOfflinePage';
import { NestPage } from './NestPage';
import { NestTab } from './NestTab';
import type { UnitView, UnitSubPage, UnitTab } from './unitViewStore';

type HubUnit = Unit & { gatewayId: string; hub_serial: string };

interface Props {
  unit: HubUnit;
  style: UnitRouteStyle;
  status: UseQueryResult<HubStatus>;
  view: UnitView & { setTab: (tab: UnitTab) => void; open: (page: UnitSubPage) => void; close: () => void };
  /** Opens the finish dialog, owned by the screen so leaving can open it too. */
  onFinish: () => void;
  /** The lock and doorbell tasks' dialogs, which the screen draws from their features. */
  lockDialogs: {
    onSyncDoorCodes: (lock: LiveDevice) => void;
    onViewSync: (lock: LiveDevice) => void;
    onCheckLockThrow: (lock: LiveDevice) => void;
    syncStatuses: ReadonlyMap<string, SyncStatus>;
    onRingDoorbell: OnRingDoorbell;
  };
}

const tabs: Array<[UnitTab, string]> = [
  ['devices', texts.unitDetail.devicesTab],
  ['nest', texts.unitDetail.nestTab],
  ['hub', texts.unitDetail.hubTab],
];

const tabIds = (tab: UnitTab) => ({ tab: `unit-tab-${tab}`, panel: `unit-panel-${tab}` });

/** The unit screen in normal hub mode: the three tabs, or the sub-page that replaces them. */
export function UnitDetail({ unit, style, status, view, onFinish, lockDialogs }: Props) {
  const navigate = useNavigate();
  const devices = useHubDevices(unit.hub_serial);
  const retryDevices = useRetryNow(queryKeys.hubDevices(unit.hub_serial));
  const ticket = useWorkTicket(String(unit.id));
  const unitTodo = useUnitTodoOf(unit.id);
  const community = useCommunity(unit.communityId);
  const [nestRemoved, setNestRemoved] = useState(false);

  const ticketFailure = failedWithoutData(ticket) ? { message: explainedLoadFailure(texts.finish.ticketLoadFailed, ticket.error), onRetry: () => void ticket.refetch() } : null;

  const list = devices.data;
  if (!list) return failingWithoutData(devices) ? <DeviceDetailsMissing failure={devices.error ?? devices.failureReason} onRetry={retryDevices} /> : <Loading />;
  const nest = nestDevices(list)[0];
  const hub = { gatewayId: unit.gatewayId, hubSerial: unit.hub_serial };

  switch (view.subPage.kind) {
    case 'nest':
      return (
        <NestPage
          {...hub}
          nest={nest}
          onClose={view.close}
          onRemoved={() => {
            view.close();
            setNestRemoved(true);
          }}
        />
      );
    case 'wifi_offline':
      return <NestOfflinePage {...hub} nest={nest} />;
    case 'detail':
    case 'inclusion':
    case 'exclusion':
      // The unit screen draws the Z-Wave setup pages itself, from the pairing feature.
      break;
  }
  return (
    <>
      <PlainTabs label={texts.unitDetail.tabs} tabs={tabs} value={view.tab} onChange={view.setTab} ids={tabIds} />
      <div role="tabpanel" id={`unit-panel-${view.tab}`} aria-labelledby={`unit-tab-${view.tab}`}>
        {view.tab === 'devices' && status.data && <HubOfflineBanner lastSeen={status.data.last_seen} detail={texts.hub.offlineDevicesStale} />}
        {view.tab === 'devices' && (
          <DevicesTab
            unit={unit}
            devices={list}
            unitTodo={unitTodo}
            usesPrefilledPins={community.data?.usesPrefilledPins === true}
            syncStatuses={lockDialogs.syncStatuses}
            lockActions={{
              onBatteries: (lock, installed) => changeUnitTodo(unit.id, (todo) => withBatteries(todo, lock, installed)),
              onExpand: (deviceType, expanded) => changeUnitTodo(unit.id, (todo) => withDeviceType(todo, deviceType, { expanded })),
              onSyncDoorCodes: lockDialogs.onSyncDoorCodes,
              onViewSync: lockDialogs.onViewSync,
              onCheckLockThrow: lockDialogs.onCheckLockThrow,
            }}
            onRingDoorbell={lockDialogs.onRingDoorbell}
            hasWorkTicket={ticket.isSuccess && ticket.data !== null}
            ticketFailure={ticketFailure}
            onOpenDevice={(device) => navigate(paths.device(unit.communityId, unit.id, device.uid, style))}
            onFinish={onFinish}
            onPair={(operation) => view.open({ kind: operation })}
          />
        )}
        {view.tab === 'nest' && (
          <NestTab nest={nest} onOpenNest={() => view.open({ kind: 'nest' })} onOpenOfflineHelp={() => view.open({ kind: 'wifi_offline' })} />
        )}
        {view.tab === 'hub' && <HubTab status={status} />}
      </div>
      <ActionNoticeSnackbar notice={nestRemoved ? { severity: 'success', text: texts.nest.removed } : null} onClose={() => setNestRemoved(false)} />
    </>
  );
}
