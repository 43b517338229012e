import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import type { Unit } from '../../api/schemas';
import { paths, type UnitRouteStyle } from '../../config/paths';
import { loadUnitTodo } from '../../data/unitTodoStore';
import { useRouteUnit } from '../../data/useRouteUnit';
import { texts } from '../../domain/texts';
import { Loading } from '../../ui/Loading';
import { ScreenHeader } from '../../ui/ScreenHeader';
import { HubUnitScreen } from './HubUnitScreen';
import { NoHubUnitScreen } from './NoHubUnitScreen';

function hasHub(unit: Unit): unit is Unit & { gatewayId: string; hub_serial: string } {
  return !!unit.gatewayId && !!unit.hub_serial;
}

/**
 * The unit screen on both routes (spec 02 §2); `style` keeps links on the same route style.
 * It loads the unit, applies the route rules (unknown unit or another community's unit leads
 * to /), and shows the hub's screens, or the no-hub panel.
 */
export function UnitScreen({ style }: { style: UnitRouteStyle }) {
  const { communityId = '', addressId = '' } = useParams();
  const { unit, leave } = useRouteUnit(communityId, addressId);
  const loadedId = unit.data?.id;
  useEffect(() => {
    if (loadedId !== undefined) loadUnitTodo(loadedId);
  }, [loadedId]);

  if (leave) return <Navigate to={paths.communities()} replace />;
  if (!unit.data) {
    return (
      <>
        {/* Paused: the phone is offline (the app itself opened from its worker, decision 0450). */}
        <ScreenHeader title={unit.isPaused ? texts.nav.connectionLost : texts.nav.loading} backTo={paths.community(communityId)} />
        <Loading offline={unit.isPaused} />
      </>
    );
  }
  if (hasHub(unit.data)) return <HubUnitScreen key={unit.data.hub_serial} unit={unit.data} style={style} />;
  return <NoHubUnitScreen unit={unit.data} style={style} />;
}
