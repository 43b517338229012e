import { useState } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import type { LiveDevice } from '../../api/schemas';
import { paths, type UnitRouteStyle } from '../../config/paths';
import { useWatchedDevice } from '../../data/devices';
import { useDeviceSyncs } from '../../data/doorCodes';
import { useServiceConfiguration } from '../../data/units';
import { useRouteUnit } from '../../data/useRouteUnit';
import { syncToOpen } from '../../domain/doorCodeSync';
import { explainedLoadFailure } from '../../domain/errorMessages';
import { texts } from '../../domain/texts';
import { DeviceDetail } from '../../features/device/DeviceDetail';
import { DoorCodeSyncDialog } from '../../features/door-codes/DoorCodeSyncDialog';
import { failedWithoutData } from '../../lib/queryState';
import { usePageAttention } from '../../lib/usePageAttention';
import { useStartsAtTop } from '../../lib/useStartsAtTop';
import { LoadFailure } from '../../ui/LoadFailure';
import { Loading } from '../../ui/Loading';
import { ScreenHeader } from '../../ui/ScreenHeader';

/**
 * The device screen on both routes: loads the unit, the device (polled while the page has the
 * installer's attention) and the service configuration, applies the load rules of spec 02 §5,
 * and returns to the unit on the same route style.
 */
export function DeviceScreen({ style }: { style: UnitRouteStyle }) {
  const { communityId = '', addressId = '', deviceId = '' } = useParams();
  const { unit, leave } = useRouteUnit(communityId, addressId);
  useStartsAtTop(deviceId);
  const hubSerial = unit.data?.hub_serial;
  const device = useWatchedDevice(hubSerial, deviceId, usePageAttention());
  const configuration = useServiceConfiguration(communityId, addressId, unit.data);
  // The device as last seen, so one that leaves the hub while on screen (Fail device) stays in view.
  const [seen, setSeen] = useState<LiveDevice | null>(null);
  if (device.data && device.data !== seen) setSeen(device.data);
  const kept = seen?.uid === deviceId ? seen : null;
  const backTo = paths.unit(communityId, addressId, style);
  // Spec 02 §4: on a lock with door-code reliability, an active sync shows its dialog. It stays
  // until closed, so the installer sees the sync end rather than the dialog vanish (decision 0270).
  const syncs = useDeviceSyncs(deviceId, kept?.deviceType === 'lock');
  const [syncDialog, setSyncDialog] = useState<{ sync: string | null; open: boolean }>({ sync: null, open: false });
  const newSync = syncs.data ? syncToOpen(syncs.data, syncDialog.sync) : null;
  if (newSync) setSyncDialog({ sync: newSync, open: true });

  if (leave) return <Navigate to={paths.communities()} replace />;
  // Spec 02 §5: a device id that is not among the hub's devices (a unit without a hub has none) goes back to the unit.
  const absent = (unit.data && !hubSerial) || (device.isSuccess && device.data === null);
  if (absent && !kept) return <Navigate to={backTo} replace />;
  const shown = device.data ?? kept;
  // A configuration that cannot be read is reported (for installers) and does not hold the screen up.
  if (unit.data && hubSerial && shown && !configuration.isPending) {
    return (
      <>
        <DeviceDetail key={shown.uid} device={shown} unitName={unit.data.unit} hubSerial={hubSerial} backTo={backTo} gone={!device.data} />
        {syncDialog.open && (
          <DoorCodeSyncDialog hubSerial={hubSerial} lockUid={shown.uid} lockName={texts.doorCodes.deviceScreenLockName} onClose={() => setSyncDialog({ ...syncDialog, open: false })} />
        )}
      </>
    );
  }
  return (
    <>
      <ScreenHeader title={unit.data?.unit ?? texts.nav.loading} backTo={backTo} />
      {failedWithoutData(device) ? (
        <LoadFailure message={explainedLoadFailure(texts.deviceMenu.loadFailed, device.error)} onRetry={() => void device.refetch()} />
      ) : (
        <Loading />
      )}
    </>
  );
}
