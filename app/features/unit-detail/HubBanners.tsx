import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import type { HubStatus } from '../../api/schemas';
import { env } from '../../config/env';
import { looksOffline, OFFLINE_AFTER_MS, showsPoorSignalBanner } from '../../domain/hubBanners';
import { texts } from '../../domain/texts';
import { useFlag } from '../../flags/useFlag';

/** The yellow poor-cellular-signal banner, and the connectivity banner behind its flag. */
export function HubBanners({ status, now }: { status: HubStatus; now: number }) {
  const connectivityBanner = useFlag('hub-connectivity-banner');
  return (
    <>
      {connectivityBanner && looksOffline(status.last_seen, now) && (
        <Alert severity="error" sx={{ m: 2 }} title={texts.hub.offline}>
          <strong>{texts.hub.offline}</strong> {texts.hub.offlineDetail(OFFLINE_AFTER_MS / 60_000)}
        </Alert>
      )}
      {showsPoorSignalBanner(status) && (
        <Alert severity="warning" sx={{ m: 2 }}>
          {texts.hub.poorSignal}{' '}
          {env.cellularHelpUrl && (
            <Link href={env.cellularHelpUrl} target="_blank" rel="noopener">
              {texts.hub.poorSignalHelp}
            </Link>
          )}
        </Alert>
      )}
    </>
  );
}
