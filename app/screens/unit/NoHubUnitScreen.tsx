import { useNavigate } from 'react-router-dom';
import type { Unit } from '../../api/schemas';
import { paths, type UnitRouteStyle } from '../../config/paths';
import { AssignHub } from '../../features/hub-assignment/AssignHub';
import { NoHubSerialPanel } from '../../features/unit-detail/NoHubSerialPanel';
import { useFinishDialog } from '../../features/work-ticket/useFinishDialog';
import { useHardwareBack } from '../../lib/useHardwareBack';
import { ScreenHeader } from '../../ui/ScreenHeader';

/**
 * A unit without a working hub link (spec 01 §4): Assign Hub when it has no gateway; for a
 * gateway without a hub serial, the incomplete-only finish. Leaving with an open ticket opens
 * the finish dialog instead, as on the hub screen.
 */
export function NoHubUnitScreen({ unit, style }: { unit: Unit; style: UnitRouteStyle }) {
  const navigate = useNavigate();
  const finish = useFinishDialog(unit, style);
  const leave = () => finish.leave(() => navigate(paths.community(unit.communityId)));
  // The phone's Back is the back arrow while the ticket is open (decision 0269).
  useHardwareBack(leave, finish.ticketOpen);
  const onIncomplete = !unit.gatewayId || finish.ticketOpen ? () => finish.open({ incompleteOnly: true }) : undefined;
  return (
    <>
      <ScreenHeader title={unit.unit} onBack={leave} />
      {unit.gatewayId ? <NoHubSerialPanel onIncomplete={onIncomplete} /> : <AssignHub unit={unit} onIncomplete={onIncomplete} />}
      {finish.element}
    </>
  );
}
