import Alert from '@mui/material/Alert';
import { looksOffline, OFFLINE_AFTER_MS } from '../../domain/hubBanners';
import { texts } from '../../domain/texts';
import { useFlag } from '../../flags/useFlag';
import { useServerNow } from '../../lib/useServerNow';

/** Ten minutes without a heartbeat is judged again this often, so the banner follows the clock. */
const CHECK_EVERY_MS = 15_000;

interface Props {
  lastSeen: string | null | undefined;
  /** A sentence for the tab it stands on (DEVICES: the states shown may be old). */
  detail?: string;
}

/** The red hub-connectivity banner behind its flag: no heartbeat for ten minutes (spec 02 §2). */
export function HubOfflineBanner({ lastSeen, detail }: Props) {
  const connectivityBanner = useFlag('hub-connectivity-banner');
  const now = useServerNow(CHECK_EVERY_MS);
  if (!connectivityBanner || !looksOffline(lastSeen, now)) return null;
  return (
    <Alert severity="error" sx={{ m: 2 }} title={texts.hub.offline}>
      <strong>{texts.hub.offline}</strong> {texts.hub.offlineDetail(OFFLINE_AFTER_MS / 60_000)}
      {detail && ` ${detail}`}
    </Alert>
  );
}
