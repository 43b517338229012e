import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { LiveDevice } from '../../api/schemas';
import { answersOf } from '../../domain/ring';
import { texts } from '../../domain/texts';
import type { TroubleshootInfo } from '../../domain/unitTodo';

const t = texts.ring;

interface Props {
  /** The unit's Ring device, or null while none is set up. */
  ring: LiveDevice | null;
  troubleshootInfo: TroubleshootInfo | null | undefined;
  onOpen: () => void;
}

/** The doorbell's task (spec 02 §2): set the Ring up, or edit the one set up; what troubleshooting recorded. */
export function DoorbellTasks({ ring, troubleshootInfo, onOpen }: Props) {
  const model = ring ? answersOf(ring).ringModel : null;
  const result = troubleshootInfo?.resultOfIssue;
  return (
    <Box sx={{ px: 2, py: 1, borderTop: 1, borderColor: 'divider' }}>
      {ring && (
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', mb: 1 }}>
          <CheckCircleIcon color="success" fontSize="small" aria-hidden />
          <Typography variant="body2">{t.isSetUp(model ? t.models[model] : (ring.name ?? ring.uid))}</Typography>
        </Stack>
      )}
      <Button variant="outlined" size="small" onClick={onOpen}>
        {ring ? t.edit : t.setUp}
      </Button>
      {result && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t.troubleshootSaved[result]}
        </Typography>
      )}
    </Box>
  );
}
