import { useNavigate } from 'react-router-dom';
import type { Unit } from '../../api/schemas';
import { paths, type UnitRouteStyle } from '../../config/paths';
import { ScreenHeader } from '../../ui/ScreenHeader';
import { useFinishDialog } from '../work-ticket/useFinishDialog';
import { NoHubPanel } from './NoHubPanel';

/**
 * A unit without a working hub: Assign Hub, or the incomplete-only finish. Leaving with an open
 * ticket opens the finish dialog instead, as on the hub screen.
 */
export function NoHubUnitScreen({ unit, style }: { unit: Unit; style: UnitRouteStyle }) {
  const navigate = useNavigate();
  const finish = useFinishDialog(unit, style);
  const leave = () => (finish.ticketOpen ? finish.open() : navigate(paths.community(unit.communityId)));
  const offerIncomplete = !unit.gatewayId || finish.ticketOpen;
  return (
    <>
      <ScreenHeader title={unit.unit} onBack={leave} />
      <NoHubPanel unit={unit} onIncomplete={offerIncomplete ? () => finish.open({ incompleteOnly: true }) : undefined} />
      {finish.element}
    </>
  );
}
