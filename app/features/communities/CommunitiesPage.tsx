import Box from '@mui/material/Box';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import type { Community } from '../../api/schemas';
import { paths } from '../../config/paths';
import { communityQueries } from '../../data/communities';
import { formatCommunityAddress } from '../../domain/address';
import { loadFailureText } from '../../domain/errorMessages';
import { texts } from '../../domain/texts';
import { LoadFailure } from '../../ui/LoadFailure';
import { Loading } from '../../ui/Loading';
import { ScreenHeader } from '../../ui/ScreenHeader';
import { VirtualList } from '../../ui/VirtualList';
import { filterCommunities, sortCommunities } from './filterCommunities';

export function CommunitiesPage() {
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const communities = useQuery({ ...communityQueries.list(), select: (answer) => sortCommunities(answer.results) });

  const all = communities.data ?? [];
  const only = all.length === 1 ? all[0] : undefined;
  if (only) return <Navigate to={paths.community(only.uid)} replace />;

  const shown = filterCommunities(all, search);
  return (
    <>
      <ScreenHeader title={texts.communities.title} />
      <Box sx={{ p: 2 }}>
        <TextField
          fullWidth
          label={texts.communities.search}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </Box>
      {communities.isPending && <Loading />}
      {communities.isError && (
        <LoadFailure message={loadFailureText(communities.error, texts.communities.loadFailed)} onRetry={() => void communities.refetch()} />
      )}
      {communities.isSuccess && shown.length === 0 && (
        <Typography sx={{ p: 2 }} color="text.secondary">
          {texts.communities.noMatch}
        </Typography>
      )}
      <VirtualList
        items={shown}
        label={texts.communities.title}
        getKey={(community: Community) => community.uid}
        estimateSize={73}
        renderItem={(community) => (
          <ListItemButton divider onClick={() => navigate(paths.community(community.uid))}>
            <ListItemText primary={community.name} secondary={formatCommunityAddress(community)} />
          </ListItemButton>
        )}
      />
    </>
  );
}
