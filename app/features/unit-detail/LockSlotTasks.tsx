import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { LiveDevice } from '../../api/schemas';
import type { LockSlot, LockTasks } from '../../domain/lockTasks';
import { texts } from '../../domain/texts';

const t = texts.lockTasks;

interface Props {
  slot: LockSlot;
  /** 1-based, for naming a lock not paired yet. */
  position: number;
  tasks: LockTasks;
  onBatteries: (installed: boolean) => void;
  onSyncDoorCodes: (lock: LiveDevice) => void;
  onViewSync: (lock: LiveDevice) => void;
  onCheckLockThrow: (lock: LiveDevice) => void;
}

function Done({ label }: { label: string }) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <CheckCircleIcon color="success" fontSize="small" aria-hidden />
      <Typography variant="body2">{label}</Typography>
    </Stack>
  );
}

/** One lock's tasks (spec 02 §2): batteries, door codes, lock throw. */
export function LockSlotTasks({ slot, position, tasks, onBatteries, onSyncDoorCodes, onViewSync, onCheckLockThrow }: Props) {
  const lock = slot.lock;
  const name = lock ? lock.name || lock.model || lock.uid : t.lockNotPaired(position);
  return (
    <Box component="section" aria-label={name} sx={{ px: 2, py: 1, borderTop: 1, borderColor: 'divider' }} data-lock-slot={lock?.uid ?? `to-pair-${position}`}>
      <Typography variant="subtitle2">{name}</Typography>
      <FormControlLabel control={<Switch checked={tasks.batteriesInstalled} onChange={(_, checked) => onBatteries(checked)} />} label={t.batteriesInstalled} />
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        {tasks.syncShown && (
          <Button variant="outlined" size="small" disabled={!tasks.syncEnabled || !lock} onClick={() => lock && onSyncDoorCodes(lock)}>
            {t.syncDoorCodes}
          </Button>
        )}
        {lock && tasks.syncProgressShown && (
          <Button variant="text" size="small" onClick={() => onViewSync(lock)}>
            {texts.doorCodes.viewProgress}
          </Button>
        )}
        <Button variant="outlined" size="small" disabled={!tasks.lockThrowEnabled || !lock} onClick={() => lock && onCheckLockThrow(lock)}>
          {t.checkLockThrow}
        </Button>
      </Stack>
      {tasks.syncShown && tasks.syncDone && <Done label={t.codesSynced} />}
      {tasks.lockThrowDone && <Done label={t.lockThrowChecked} />}
    </Box>
  );
}
