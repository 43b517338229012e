import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { env } from '../../config/env';
import type { SyncBanner } from '../../domain/doorCodeSync';
import { texts } from '../../domain/texts';

interface Props {
  banner: SyncBanner;
  lockName: string;
  /** The two links let the installer leave the sync to finish without them. */
  onLeave: () => void;
}

function headline(banner: SyncBanner, lockName: string): string {
  const b = texts.doorCodes.banners;
  switch (banner.kind) {
    case 'lockOffline':
      return b.lockOffline(lockName);
    case 'lowBattery':
      return b.lowBattery(lockName);
    case 'pairingIssue':
      return `${lockName} ${b.pairingIssue}`;
    default:
      return b[banner.kind];
  }
}

/** The banner of a sync status (spec 02 §8): its headline naming the lock, what to try, and its link. */
export function SyncBannerView({ banner, lockName, onLeave }: Props) {
  const t = texts.doorCodes;
  const steps = t.steps[banner.kind];
  const link = banner.link && (banner.link === 'cantChangeBatteries' ? t.cantChangeBatteries : t.outOfTime);
  return (
    <Alert severity={banner.severity} sx={{ my: 2 }} data-banner={banner.kind}>
      {/* A block: a banner with no steps had its link run on from the text ("…signal.I'M OUT OF TIME."). */}
      <Box component="strong" sx={{ display: 'block' }}>
        {headline(banner, lockName)}
      </Box>
      {(steps.length > 0 || banner.support) && (
        <ul style={{ margin: '4px 0 0', paddingLeft: 20 }}>
          {steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
          {banner.support && <li>{t.contactSupport(env.supportPhone)}</li>}
        </ul>
      )}
      {link && (
        <Button variant="text" size="small" color="inherit" sx={{ mt: 1, px: 0, textDecoration: 'underline' }} onClick={onLeave}>
          {link}
        </Button>
      )}
    </Alert>
  );
}
