import { useCallback } from 'react';
import { restartProgress } from '../../domain/hubProgress';
import { removeMarker } from '../../data/hubMarkers';
import { texts } from '../../domain/texts';
import { useNow } from '../../lib/useNow';
import { useReloadWhen } from '../../lib/useReloadWhen';
import { HubProgressScreen } from './HubProgressScreen';

/** Spec 02 §9: checked every 0.6 s. */
const TICK_MS = 600;

/** Restart Hub: elapsed time over 30 s; at 100 the marker goes and the page reloads. */
export function RestartHubScreen({ hubSerial, since }: { hubSerial: string; since: number }) {
  const now = useNow(TICK_MS);
  const progress = restartProgress(since, now);
  const clearMarker = useCallback(() => removeMarker('restart', hubSerial), [hubSerial]);
  useReloadWhen(progress >= 100, clearMarker);
  return <HubProgressScreen title={texts.hubPower.restartTitle} value={progress} caption={texts.hubPower.restartPercent(progress)} />;
}
