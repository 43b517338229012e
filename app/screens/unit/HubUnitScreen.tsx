import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { LiveDevice, Unit } from '../../api/schemas';
import { paths, type UnitRouteStyle } from '../../config/paths';
import { useCommunity } from '../../data/communities';
import { useSyncRecordsEnabled } from '../../data/doorCodes';
import { expectsCodes } from '../../domain/installTodo';
import { removeMarker } from '../../data/hubMarkers';
import { readPairing } from '../../data/pairingRecord';
import { useHubStatus, useHubUpdateStatus } from '../../data/hubs';
import { hubMode, updatePollInterval } from '../../domain/hubModes';
import { texts } from '../../domain/texts';
import { useStartSync } from '../../features/door-codes/useStartSync';
import { useLockSyncStatuses } from '../../features/door-codes/useLockSyncStatuses';
import { judgeMarkers } from '../../features/hub-admin/hubMarkersAtLoad';
import { RebootHubScreen } from '../../features/hub-admin/RebootHubScreen';
import { RestartHubScreen } from '../../features/hub-admin/RestartHubScreen';
import { UpdateHubScreen } from '../../features/hub-admin/UpdateHubScreen';
import { UnitDetail } from '../../features/unit-detail/UnitDetail';
import { isPairingPage, useUnitView, useUnitViews } from '../../features/unit-detail/unitViewStore';
import { useFinishDialog } from '../../features/work-ticket/useFinishDialog';
import { useHardwareBack } from '../../lib/useHardwareBack';
import { usePageAttention } from '../../lib/usePageAttention';
import { useStartsAtTop } from '../../lib/useStartsAtTop';
import { ActionNoticeSnackbar } from '../../ui/ActionNoticeSnackbar';
import { LazyDialog, LazySection } from '../../ui/LazyPart';
import { ScreenHeader } from '../../ui/ScreenHeader';
import { UnitMenu } from './UnitMenu';
import { preloadUnitParts, unitPartsCode } from './unitPartsCode';

type HubUnit = Unit & { gatewayId: string; hub_serial: string };

/**
 * A unit with a hub: picks the hub mode (spec 01 §4, 02 §4) and shows the progress screen it
 * calls for, or the unit detail. Markers are judged once at load; an update seen pending stays
 * on the update screen until that screen reloads the page.
 */
export function HubUnitScreen({ unit, style }: { unit: HubUnit; style: UnitRouteStyle }) {
  const serial = unit.hub_serial;
  const [markers] = useState(() => judgeMarkers(serial, Date.now()));
  const [updateSeen, setUpdateSeen] = useState(false);
  const status = useHubStatus(serial);
  const mode = hubMode({ rebooting: markers.rebootSince !== null, restarting: markers.restartSince !== null, updatePending: updateSeen });
  const update = useHubUpdateStatus(serial, updatePollInterval(mode, usePageAttention()));
  const view = useUnitView(String(unit.id));
  const navigate = useNavigate();
  const finish = useFinishDialog(unit, style);
  const community = useCommunity(unit.communityId);
  const sync = useStartSync(unit.gatewayId, serial);
  const syncRecordsRead = useSyncRecordsEnabled();
  const syncStatuses = useLockSyncStatuses(unit.id);
  // The lock whose throw is being checked, or whose door-code sync is shown, drawn over the tabs.
  const [lockThrowOf, setLockThrowOf] = useState<LiveDevice | null>(null);
  const [syncShown, setSyncShown] = useState<{ lockUid: string; started: boolean } | null>(null);
  // The Ring dialog, open on the unit's Ring (null: none set up yet).
  const [ringShown, setRingShown] = useState<{ ring: LiveDevice | null } | null>(null);
  const queryClient = useQueryClient();
  useEffect(() => preloadUnitParts(queryClient), [queryClient]);
  const syncDoorCodes = (lock: LiveDevice) => {
    // Without sync records the dialog follows the lock's counts, which a lock without a code module lacks: the answer says what happened.
    const dialog = syncRecordsRead || expectsCodes(lock.dcm);
    sync.start(lock.uid, dialog);
    if (dialog) setSyncShown({ lockUid: lock.uid, started: true });
  };

  if (update.data?.result.update_pending && !updateSeen) setUpdateSeen(true);
  useEffect(() => markers.stale.forEach((kind) => removeMarker(kind, serial)), [markers, serial]);
  // A reload in the middle of pairing comes back to its setup page; the flow itself is in storage.
  const [resumed] = useState(() => readPairing(unit.id)?.mode ?? null);
  useEffect(() => {
    if (resumed) useUnitViews.getState().open(String(unit.id), { kind: resumed });
  }, [resumed, unit.id]);

  const onSubPage = mode === 'normal' && view.subPage.kind !== 'detail';
  const pairingMode = isPairingPage(view.subPage) ? view.subPage.kind : null;
  useStartsAtTop(view.subPage.kind);
  // Spec 01 §4: leaving a unit whose ticket is still open opens the finish dialog instead.
  const leave = () => finish.leave(() => navigate(paths.community(unit.communityId)));
  const back = onSubPage ? view.close : leave;
  // The phone's Back is this back arrow while it holds something: a sub-page, or an open ticket (decision 0269).
  useHardwareBack(back, onSubPage || finish.ticketOpen);
  return (
    <>
      <ScreenHeader
        title={onSubPage && view.subPage.kind === 'nest' ? texts.nest.thermostat : unit.unit}
        onBack={back}
        actions={mode === 'normal' && !onSubPage ? <UnitMenu hubSerial={serial} onRemoveHubIncomplete={finish.ticketOpen ? () => finish.open({ incompleteOnly: true }) : undefined} /> : undefined}
      />
      {mode === 'rebooting' && markers.rebootSince !== null && (
        <RebootHubScreen hubSerial={serial} since={markers.rebootSince} bootTime={status.data?.boot_time} />
      )}
      {mode === 'restarting' && markers.restartSince !== null && <RestartHubScreen hubSerial={serial} since={markers.restartSince} />}
      {mode === 'updating' && <UpdateHubScreen update={update} />}
      {mode === 'normal' && pairingMode && (
        <LazySection
          code={unitPartsCode}
          render={({ PairingPage }) => (
            <PairingPage
              // A new opening starts a new flow.
              key={pairingMode}
              mode={pairingMode}
              unit={{ communityId: unit.communityId, id: unit.id, hubSerial: serial, gatewayId: unit.gatewayId }}
              // A hub whose status cannot be read is taken for an IoT hub, the kind every current hub is.
              isIotHub={status.data?.is_iot_hub ?? (status.isError ? true : null)}
              onClose={view.close}
              onOpenDevice={(device) => {
                // Coming back from the device screen lands on the tabs, not on a finished setup page.
                view.close();
                navigate(paths.device(unit.communityId, unit.id, device.uid, style));
              }}
            />
          )}
        />
      )}
      {mode === 'normal' && !pairingMode && (
        <UnitDetail
          unit={unit}
          style={style}
          status={status}
          view={view}
          onFinish={() => finish.open()}
          lockDialogs={{
            onSyncDoorCodes: syncDoorCodes,
            onViewSync: (lock) => setSyncShown({ lockUid: lock.uid, started: false }),
            onCheckLockThrow: setLockThrowOf,
            syncStatuses,
            onRingDoorbell: (ring) => setRingShown({ ring }),
          }}
        />
      )}
      {lockThrowOf && (
        <LazyDialog
          code={unitPartsCode}
          onClose={() => setLockThrowOf(null)}
          render={({ LockThrowDialog }) => (
            <LockThrowDialog
              addressId={unit.id}
              lock={lockThrowOf}
              installerType={community.data?.salesforceInfo?.deadboltInstallerType}
              onClose={() => setLockThrowOf(null)}
            />
          )}
        />
      )}
      {ringShown && (
        <LazyDialog
          code={unitPartsCode}
          onClose={() => setRingShown(null)}
          render={({ RingDialog }) => (
            <RingDialog addressId={unit.id} gatewayId={unit.gatewayId} hubSerial={serial} ring={ringShown.ring} onClose={() => setRingShown(null)} />
          )}
        />
      )}
      {syncShown && (
        <LazyDialog
          code={unitPartsCode}
          onClose={() => setSyncShown(null)}
          render={({ DoorCodeSyncDialog }) => (
            <DoorCodeSyncDialog hubSerial={serial} lockUid={syncShown.lockUid} expectingStart={syncShown.started && sync.starting} onClose={() => setSyncShown(null)} />
          )}
        />
      )}
      <ActionNoticeSnackbar notice={sync.notice.notice} onClose={sync.notice.clear} />
      {finish.element}
    </>
  );
}
