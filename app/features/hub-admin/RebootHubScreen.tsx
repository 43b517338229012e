import { useCallback } from 'react';
import { rebootVerdict } from '../../domain/hubModes';
import { rebootProgress } from '../../domain/hubProgress';
import { removeMarker } from '../../data/hubMarkers';
import { texts } from '../../domain/texts';
import { serverSkew } from '../../lib/serverTime';
import { useNow } from '../../lib/useNow';
import { useReloadWhen } from '../../lib/useReloadWhen';
import { HubProgressScreen } from './HubProgressScreen';

/** 1% per 2.4 s: re-render at that pace. */
const TICK_MS = 2_400;

interface Props {
  hubSerial: string;
  /** When this device started the reboot (the stored marker). */
  since: number;
  /** The hub's boot time as last polled; a later one than `since` means the reboot is done. */
  bootTime: string | null | undefined;
}

/** Reboot Hub: progress over 240 s, 100 at once when the hub reports a new boot; then marker gone and reload. */
export function RebootHubScreen({ hubSerial, since, bootTime }: Props) {
  const now = useNow(TICK_MS);
  const booted = rebootVerdict(since, bootTime, now, serverSkew()) === 'remove';
  const progress = rebootProgress(since, now, booted);
  const clearMarker = useCallback(() => removeMarker('reboot', hubSerial), [hubSerial]);
  useReloadWhen(progress >= 100, clearMarker);
  return <HubProgressScreen title={texts.hubPower.rebootTitle} value={progress} caption={texts.hubPower.rebootPercent(progress)} />;
}
