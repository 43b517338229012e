import { useEffect } from 'react';
import { useRuntime } from '../config/RuntimeContext';
import { recordFlight } from '../lib/flightTap';

/**
 * Records the signed-in user's route changes, and loads the flight recorder once someone is signed
 * in (issue 26): it is not part of the sign-in page's download. In simulator builds a signed-in
 * screen renders before the simulator replaces the page's clock with its own, hours apart: what
 * is heard meanwhile waits, and is stamped once that start-up is over (decisions 0335, 0352).
 */
export function useFlightRecording(uid: string | null, route: string): void {
  const { starting } = useRuntime();
  // Run again as the start-up ends: the recorder, running for the same user, stays, and what it held is stamped.
  useEffect(() => {
    if (uid === null) return;
    import('./flightRecorder')
      .then(({ startFlightRecorder, flightClockReplaced }) => {
        startFlightRecorder(uid, starting === true);
        if (!starting) flightClockReplaced();
      })
      .catch((error: unknown) => console.warn('The flight recorder could not start', error));
  }, [uid, starting]);
  useEffect(() => recordFlight(() => ({ kind: 'route', path: route })), [route]);
}
