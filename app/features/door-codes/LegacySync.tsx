import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import type { Dcm } from '../../api/schemas';
import { LEGACY_HIDE_DELAY_MS, legacyProgress, masterCodeState } from '../../domain/doorCodeSync';
import { texts } from '../../domain/texts';
import { MasterCodeLine } from './MasterCodeLine';
import { SyncBar } from './SyncProgress';
import { SyncLayout } from './SyncLayout';
import { timers } from '../../lib/timers';

interface Props {
  dcm: Dcm;
  onClose: () => void;
}

/**
 * The legacy dialog (door-code-reliability off): no sync records are read, so it follows the
 * lock's own counts from the polled device list, and hides 1 s after the sync ends (spec 02 §4, §9).
 */
export function LegacySync({ dcm, onClose }: Props) {
  const t = texts.doorCodes;
  const { percent, done } = legacyProgress(dcm);
  useEffect(() => {
    if (!done) return;
    const hide = timers.setTimeout(onClose, LEGACY_HIDE_DELAY_MS);
    return () => timers.clearTimeout(hide);
  }, [done, onClose]);
  return (
    <SyncLayout complete={done} onClose={onClose}>
      {done ? (
        <Typography variant="h6" component="p" color="success.main">
          {t.complete}
        </Typography>
      ) : (
        <Typography>{t.inProgress}</Typography>
      )}
      <SyncBar label={t.sendingBar} line={percent >= 100 ? t.sendingComplete : t.sendingPercent(percent)} percent={percent} greyed={false} />
      <MasterCodeLine state={masterCodeState(dcm)} />
    </SyncLayout>
  );
}
