import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { api } from '../../api';
import { queryKeys } from '../../api/queryKeys';
import { paths } from '../../config/paths';
import { texts } from '../../domain/texts';
import { Loading } from '../../ui/Loading';
import { ScreenHeader } from '../../ui/ScreenHeader';

export function UnitListPage() {
  const { communityId = '' } = useParams();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const community = useQuery({
    queryKey: queryKeys.community(communityId),
    queryFn: ({ signal }) => api.communities.get(communityId, signal),
    select: (answer) => answer.results[0] ?? null,
  });
  const units = useQuery({
    queryKey: queryKeys.units(communityId),
    queryFn: ({ signal }) => api.units.list(communityId, signal),
    select: (answer) => answer.results,
  });

  // Spec 01 §8: no community returned, or a failure (a 401 is handled by the session), leads to /.
  if (community.isError || units.isError || (community.isSuccess && community.data === null)) {
    return <Navigate to={paths.communities()} replace />;
  }

  const needle = search.trim().toLowerCase();
  const all = units.data ?? [];
  const shown = needle ? all.filter((unit) => unit.unit.toLowerCase().includes(needle)) : all;
  return (
    <>
      <ScreenHeader title={community.data?.name ?? texts.nav.loading} />
      <Box sx={{ p: 2 }}>
        <TextField fullWidth type="search" label={texts.units.search} value={search} onChange={(event) => setSearch(event.target.value)} />
      </Box>
      {units.isPending && <Loading />}
      {units.isSuccess && shown.length === 0 && (
        <Typography sx={{ p: 2 }} color="text.secondary">
          {all.length === 0 ? texts.units.none : texts.units.noMatch}
        </Typography>
      )}
      <List aria-label={community.data?.name ?? ''}>
        {shown.map((unit) => (
          <ListItemButton key={unit.id} divider onClick={() => navigate(paths.unit(communityId, unit.id))}>
            <ListItemText primary={unit.unit} />
          </ListItemButton>
        ))}
      </List>
    </>
  );
}
