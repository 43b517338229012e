import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Navigate, useParams } from 'react-router-dom';
import { paths, type UnitRouteStyle } from '../../config/paths';
import { texts } from '../../domain/texts';
import { Loading } from '../../ui/Loading';
import { ScreenHeader } from '../../ui/ScreenHeader';
import { useRouteUnit } from '../shared/useRouteUnit';

/**
 * The unit screen's frame: it loads the unit and enforces the route rules of spec 02 §2
 * (unknown unit or another community's unit leads to /). Its tabs arrive with the unit-detail work.
 */
export function UnitPage({ style }: { style: UnitRouteStyle }) {
  const { communityId = '', addressId = '' } = useParams();
  const { unit, leave } = useRouteUnit(communityId, addressId);

  if (leave) return <Navigate to={paths.communities()} replace />;
  return (
    <>
      <ScreenHeader title={unit.data?.unit ?? texts.nav.loading} backTo={paths.community(communityId)} />
      {unit.isPending ? (
        <Loading />
      ) : (
        <Box sx={{ p: 2 }} data-route-style={style}>
          <Typography color="text.secondary">{unit.data?.communityName}</Typography>
        </Box>
      )}
    </>
  );
}
