import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Navigate, useParams } from 'react-router-dom';
import { paths, type UnitRouteStyle } from '../../config/paths';
import { texts } from '../../domain/texts';
import { Loading } from '../../ui/Loading';
import { ScreenHeader } from '../../ui/ScreenHeader';
import { useRouteUnit } from '../shared/useRouteUnit';

/**
 * The device screen's frame: it loads the unit, applies the redirect rule of spec 02 §5 and
 * returns to the unit on the same route style. Read-outs arrive with the device work.
 */
export function DevicePage({ style }: { style: UnitRouteStyle }) {
  const { communityId = '', addressId = '', deviceId = '' } = useParams();
  const { unit, leave } = useRouteUnit(communityId, addressId);
  if (leave) return <Navigate to={paths.communities()} replace />;
  return (
    <>
      <ScreenHeader title={unit.data?.unit ?? texts.nav.loading} backTo={paths.unit(communityId, addressId, style)} />
      {unit.isPending ? (
        <Loading />
      ) : (
        <Box sx={{ p: 2 }}>
          <Typography variant="subtitle1">{deviceId}</Typography>
        </Box>
      )}
    </>
  );
}
