import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import type { Community, CommunityListAnswer } from '../../api/schemas';
import { paths } from '../../config/paths';
import { communityQueries } from '../../data/communities';
import { formatCommunityAddress } from '../../domain/address';
import { loadFailureText } from '../../domain/errorMessages';
import { texts } from '../../domain/texts';
import { unitListProblemIn } from '../../domain/unitListProblem';
import { LoadFailure } from '../../ui/LoadFailure';
import { Loading } from '../../ui/Loading';
import { ScreenHeader } from '../../ui/ScreenHeader';
import { SearchField } from '../../ui/SearchField';
import { RowButton, RowText } from '../../ui/rowParts';
import { VirtualList } from '../../ui/VirtualList';
import { communityMatcher, sortCommunities } from './filterCommunities';

const NONE: readonly Community[] = [];
// A stable function, so TanStack Query sorts once per answer rather than on every render.
const sortedCommunities = (answer: CommunityListAnswer) => sortCommunities(answer.results);

export function CommunitiesPage() {
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const communities = useQuery({ ...communityQueries.list(), select: sortedCommunities });
  // The unit list sent the installer here and said why (spec 01 §8).
  const problem = unitListProblemIn(useLocation().state);

  const all = communities.data ?? NONE;
  const match = useMemo(() => communityMatcher(all), [all]);
  const shown = useMemo(() => match(search), [match, search]);
  // A search re-renders this page (as a transition); the rows only when the list shown changes.
  const list = useMemo(
    () => (
      <VirtualList
        items={shown}
        label={texts.communities.title}
        getKey={(community: Community) => community.uid}
        estimateSize={73}
        renderItem={(community) => (
          <RowButton divider onClick={() => navigate(paths.community(community.uid))}>
            <RowText primary={community.name} secondary={formatCommunityAddress(community)} />
          </RowButton>
        )}
      />
    ),
    [shown, navigate],
  );

  const only = all.length === 1 ? all[0] : undefined;
  // Opening the only community again would loop back into the unit list's failure.
  if (only && !problem) return <Navigate to={paths.community(only.uid)} replace />;
  return (
    <>
      <ScreenHeader title={texts.communities.title} />
      <SearchField label={texts.communities.search} onSearch={setSearch} />
      {problem &&
        (problem.retry ? (
          <LoadFailure message={problem.message} onRetry={() => navigate(paths.community(problem.communityId), { replace: true })} />
        ) : (
          <Alert severity="info" sx={{ m: 2 }}>
            {problem.message}
          </Alert>
        ))}
      {communities.isPending && <Loading offline={communities.isPaused} />}
      {communities.isError && (
        <LoadFailure message={loadFailureText(communities.error, texts.communities.loadFailed)} onRetry={() => void communities.refetch()} />
      )}
      {communities.isSuccess && shown.length === 0 && (
        <Typography sx={{ p: 2 }} color="text.secondary">
          {all.length === 0 ? texts.communities.none : texts.communities.noMatch}
        </Typography>
      )}
      {list}
    </>
  );
}
