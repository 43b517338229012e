import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { Dcm } from '../../api/schemas';
import { useDeviceSyncs } from '../../data/doorCodes';
import { explainedLoadFailure } from '../../domain/errorMessages';
import { followedSync, isErrorStatus, masterCodeState, progressLines, syncBanner, syncKey, syncPhase } from '../../domain/doorCodeSync';
import { texts } from '../../domain/texts';
import { MasterCodeLine } from './MasterCodeLine';
import { SyncBannerView } from './SyncBannerView';
import { SyncBar } from './SyncProgress';
import { SyncLayout } from './SyncLayout';

interface Props {
  lockUid: string;
  lockName: string;
  dcm: Dcm | null | undefined;
  /** A sync was just asked for: until its record shows, say it is starting. */
  expectingStart: boolean;
  /** Close, Done, or a banner's link: the sync goes on without the dialog. */
  onClose: () => void;
}

/**
 * The sync as the door-code service reports it (door-code-reliability on): the record the dialog
 * picked first, followed to its end (spec 02 §4, §8).
 */
export function ReliableSync({ lockUid, lockName, dcm, expectingStart, onClose }: Props) {
  const syncs = useDeviceSyncs(lockUid);
  const [followed, setFollowed] = useState<string | null>(null);
  // Until the new sync exists, an older record must not be picked (and then followed).
  const record = expectingStart ? null : followedSync(syncs.data ?? [], followed);
  if (record && syncKey(record) !== followed) setFollowed(syncKey(record));
  const t = texts.doorCodes;

  if (!record) {
    // A failed read says nothing about whether a sync runs: the poll goes on until it can tell (decision 0266).
    const unreadable = !expectingStart && syncs.isError;
    return (
      <SyncLayout complete={false} onClose={onClose}>
        {unreadable && <Typography role="alert">{explainedLoadFailure(t.statusUnreadable, syncs.error)}</Typography>}
        {expectingStart || syncs.isPending || unreadable ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <CircularProgress size={18} aria-hidden />
            <Typography>{unreadable ? t.checkingAgain : t.starting}</Typography>
          </Stack>
        ) : (
          <Typography>{t.noSync}</Typography>
        )}
      </SyncLayout>
    );
  }
  const phase = syncPhase(record.status);
  const banner = syncBanner(record.status);
  const lines = progressLines(record, t);
  const greyed = isErrorStatus(record.status);
  return (
    <SyncLayout complete={phase === 'complete'} onClose={onClose}>
      {phase === 'complete' ? (
        <Typography variant="h6" component="p" color="success.main">
          {t.complete}
        </Typography>
      ) : (
        phase === 'syncing' && <Typography>{t.inProgress}</Typography>
      )}
      {banner && <SyncBannerView banner={banner} lockName={lockName} onLeave={onClose} />}
      <SyncBar label={t.sendingBar} line={lines.sending} percent={record.sent_percent} greyed={greyed} />
      <SyncBar label={t.verifyingBar} line={lines.verifying} percent={record.verified_percent} greyed={greyed} />
      <MasterCodeLine state={masterCodeState(dcm)} />
    </SyncLayout>
  );
}
