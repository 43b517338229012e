import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useHubDevices } from '../../data/devices';
import { useSyncRecordsEnabled } from '../../data/doorCodes';
import { expectsCodes } from '../../domain/installTodo';
import { texts } from '../../domain/texts';
import { LegacySync } from './LegacySync';
import { ReliableSync } from './ReliableSync';
import { SyncLayout } from './SyncLayout';

interface Props {
  hubSerial: string;
  lockUid: string;
  /** How the lock is named in the banners; the device screen passes 'Front Door' (spec 02 §2). */
  lockName?: string;
  /** The installer just started a sync of this lock. */
  expectingStart?: boolean;
  onClose: () => void;
}

/**
 * 'Syncing Door Codes' for one lock (spec 01 §2, 02 §2, §4, §8), for any screen that knows the
 * hub and the lock: with door-code reliability, the sync records with their banners; without it,
 * the legacy dialog that follows the lock's counts. Rendered only while open.
 */
export function DoorCodeSyncDialog({ hubSerial, lockUid, lockName, expectingStart = false, onClose }: Props) {
  const id = useId();
  const reliable = useSyncRecordsEnabled();
  const lock = useHubDevices(hubSerial).data?.find((device) => device.uid === lockUid);
  const name = lockName ?? lock?.name ?? lock?.model ?? lockUid;
  return (
    <Dialog open fullWidth onClose={onClose} aria-labelledby={id}>
      <DialogTitle id={id}>{texts.doorCodes.title}</DialogTitle>
      <Typography variant="subtitle1" sx={{ px: 3, mt: -1 }} color="text.secondary">
        {name}
      </Typography>
      {reliable ? (
        <ReliableSync lockUid={lockUid} lockName={name} dcm={lock?.dcm} expectingStart={expectingStart} onClose={onClose} />
      ) : lock?.dcm && expectsCodes(lock.dcm) ? (
        <LegacySync dcm={lock.dcm} onClose={onClose} />
      ) : (
        <SyncLayout complete={false} onClose={onClose}>
          <Typography>{lock ? texts.doorCodes.noSync : texts.doorCodes.lockGone}</Typography>
        </SyncLayout>
      )}
    </Dialog>
  );
}
