import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import type { Unit } from '../../api/schemas';
import { paths } from '../../config/paths';
import { useCommunity } from '../../data/communities';
import { useUnits } from '../../data/units';
import { texts } from '../../domain/texts';
import { communityNotFound, unitListFailed, withUnitListProblem, type UnitListProblem } from '../../domain/unitListProblem';
import { failedWithoutData } from '../../lib/queryState';
import { Loading } from '../../ui/Loading';
import { ScreenHeader } from '../../ui/ScreenHeader';
import { SearchField } from '../../ui/SearchField';
import { VirtualList } from '../../ui/VirtualList';
import { CommunityInfoDialog } from './CommunityInfoDialog';
import { unitMatcher } from './filterUnits';
import { PendingTicketDialog } from './PendingTicketDialog';
import { UnitInfoDialog } from './UnitInfoDialog';
import { UnitRow } from './UnitRow';
import { useOpenUnit } from './useOpenUnit';

const NONE: readonly Unit[] = [];

interface Loaded {
  isSuccess: boolean;
  isError: boolean;
  data: unknown;
  error: unknown;
}

function problemOf(communityId: string, community: Loaded, units: Loaded): UnitListProblem | null {
  if (failedWithoutData(community)) return unitListFailed(communityId, community.error);
  if (community.isSuccess && community.data === null) return communityNotFound(communityId);
  if (failedWithoutData(units)) return unitListFailed(communityId, units.error);
  return null;
}

export function UnitListPage() {
  const { communityId = '' } = useParams();
  const [search, setSearch] = useState('');
  const [communityInfoOpen, setCommunityInfoOpen] = useState(false);
  const [infoUnit, setInfoUnit] = useState<Unit | null>(null);
  const community = useCommunity(communityId);
  const units = useUnits(communityId);
  const opening = useOpenUnit();
  const all = units.data ?? NONE;
  const match = useMemo(() => unitMatcher(all), [all]);
  const shown = useMemo(() => match(search), [match, search]);
  const name = community.data?.name;
  const { openingId, open } = opening;
  // A search re-renders this page (as a transition); the rows only when the list shown or the opening changes.
  const list = useMemo(
    () => (
      <VirtualList
        items={shown}
        label={name ?? texts.nav.loading}
        getKey={(unit: Unit) => unit.id}
        estimateSize={96}
        renderItem={(unit) => <UnitRow unit={unit} opening={openingId === unit.id} onOpen={open} onInfo={setInfoUnit} />}
      />
    ),
    [shown, name, openingId, open],
  );

  // Spec 01 §8: no community returned, or a failure (a 401 is handled by the session), leads to /,
  // which says why and does not open a single community straight back into the failure.
  const problem = problemOf(communityId, community, units);
  if (problem) return <Navigate to={paths.communities()} replace state={withUnitListProblem(problem)} />;

  return (
    <>
      <ScreenHeader
        title={name ?? (community.isPaused ? texts.nav.connectionLost : texts.nav.loading)}
        actions={
          community.data && (
            <Button color="inherit" onClick={() => setCommunityInfoOpen(true)}>
              {texts.units.communityInfo}
            </Button>
          )
        }
      />
      <SearchField label={texts.units.search} onSearch={setSearch} />
      {opening.error && (
        <Alert severity="error" sx={{ mx: 2, mb: 2 }} onClose={opening.dismissError}>
          {opening.error}
        </Alert>
      )}
      {units.isSuccess && shown.length === 0 && (
        <Typography sx={{ p: 2 }} color="text.secondary">
          {all.length === 0 ? texts.units.none : texts.units.noMatch}
        </Typography>
      )}
      {list}
      {/* Under the list, which is empty while it loads: the list's top stays where it is when the
          answer comes, so the 2000 rows' positions are computed once, not again for a new top (issue 40). */}
      {units.isPending && <Loading offline={units.isPaused} />}
      {communityInfoOpen && community.data && <CommunityInfoDialog community={community.data} onClose={() => setCommunityInfoOpen(false)} />}
      {infoUnit && <UnitInfoDialog unit={infoUnit} onClose={() => setInfoUnit(null)} />}
      {opening.blockedBy && <PendingTicketDialog pending={opening.blockedBy} onGoToUnit={opening.goToBlocked} onCancel={opening.cancelBlocked} />}
    </>
  );
}
