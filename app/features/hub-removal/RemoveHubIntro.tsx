import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { texts } from '../../domain/texts';

interface Props {
  busy: boolean;
  failure: string | null;
  onRemove: () => void;
  onIncomplete?: () => void;
}

/** The Remove Hub screen (spec 01 §2): prerequisites, the warning, Remove hub and INCOMPLETE. */
export function RemoveHubIntro({ busy, failure, onRemove, onIncomplete }: Props) {
  const t = texts.removeHub;
  return (
    <Stack spacing={2}>
      <Typography>{t.before}</Typography>
      <List dense sx={{ listStyleType: 'disc', pl: 3 }}>
        <ListItem sx={{ display: 'list-item' }}>{t.physicalAccess}</ListItem>
        <ListItem sx={{ display: 'list-item' }}>{t.replacementHub}</ListItem>
      </List>
      <Alert severity="warning">{t.cannotUndo}</Alert>
      {failure && <Alert severity="error">{failure}</Alert>}
      <Button variant="contained" color="error" disabled={busy} onClick={onRemove}>
        {t.remove}
      </Button>
      {onIncomplete && (
        <Button variant="outlined" onClick={onIncomplete}>
          {t.incomplete}
        </Button>
      )}
    </Stack>
  );
}
