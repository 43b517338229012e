import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Navigate, useParams } from 'react-router-dom';
import { paths, type UnitRouteStyle } from '../../config/paths';
import { useHubDevice } from '../../data/devices';
import { useRouteUnit } from '../../data/useRouteUnit';
import { explainedLoadFailure } from '../../domain/errorMessages';
import { texts } from '../../domain/texts';
import { DeviceMenu } from '../../features/device/DeviceMenu';
import { failedWithoutData } from '../../lib/queryState';
import { LoadFailure } from '../../ui/LoadFailure';
import { Loading } from '../../ui/Loading';
import { ScreenHeader } from '../../ui/ScreenHeader';

/**
 * The device screen's frame: it loads the unit and the device, applies the redirect rules of
 * spec 02 §5, returns to the unit on the same route style and offers the device menu.
 * Read-outs arrive with the device work.
 */
export function DeviceScreen({ style }: { style: UnitRouteStyle }) {
  const { communityId = '', addressId = '', deviceId = '' } = useParams();
  const { unit, leave } = useRouteUnit(communityId, addressId);
  const hubSerial = unit.data?.hub_serial;
  const device = useHubDevice(hubSerial, deviceId);
  if (leave) return <Navigate to={paths.communities()} replace />;
  // Spec 02 §5: a device id that is not among the hub's devices goes back to the unit.
  if (device.isSuccess && device.data === null) return <Navigate to={paths.unit(communityId, addressId, style)} replace />;
  const loaded = device.data;
  return (
    <>
      <ScreenHeader
        title={unit.data?.unit ?? texts.nav.loading}
        backTo={paths.unit(communityId, addressId, style)}
        actions={loaded && hubSerial ? <DeviceMenu device={loaded} hubSerial={hubSerial} /> : undefined}
      />
      {unit.isPending || device.isLoading ? (
        <Loading />
      ) : failedWithoutData(device) ? (
        <LoadFailure message={explainedLoadFailure(texts.deviceMenu.loadFailed, device.error)} onRetry={() => void device.refetch()} />
      ) : (
        <Box sx={{ p: 2 }}>
          <Typography variant="h6" component="h2">
            {loaded?.name ?? loaded?.model ?? deviceId}
          </Typography>
          {loaded && <Typography color="text.secondary">{texts.deviceMenu.nodeId(loaded.localId)}</Typography>}
        </Box>
      )}
    </>
  );
}
