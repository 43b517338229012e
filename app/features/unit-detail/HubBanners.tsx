import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import type { HubStatus } from '../../api/schemas';
import { env } from '../../config/env';
import { showsPoorSignalBanner } from '../../domain/hubBanners';
import { texts } from '../../domain/texts';
import { HubOfflineBanner } from './HubOfflineBanner';

/** The yellow poor-cellular-signal banner, and the connectivity banner behind its flag. */
export function HubBanners({ status }: { status: HubStatus }) {
  return (
    <>
      <HubOfflineBanner lastSeen={status.last_seen} />
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
