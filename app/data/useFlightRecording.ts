import { useEffect } from 'react';
import { useRuntime } from '../config/RuntimeContext';
import { recordFlight } from '../lib/flightTap';

/**
 * Records the signed-in user's route changes, and loads the flight recorder once someone is signed
 * in (issue 26): it is not part of the sign-in page's download. It waits for the entry point's
 * start-up: in simulator builds the simulator's clock replaces the page's then, and entries stamped
 * before it would be hours out of order with those after (decision 0335).
 */
export function useFlightRecording(uid: string | null, route: string): void {
  const { starting } = useRuntime();
  useEffect(() => {
    if (uid === null || starting) return;
    import('./flightRecorder')
      .then(({ startFlightRecorder }) => startFlightRecorder(uid))
      .catch((error: unknown) => console.warn('The flight recorder could not start', error));
  }, [uid, starting]);
  useEffect(() => recordFlight(() => ({ kind: 'route', path: route })), [route]);
}
