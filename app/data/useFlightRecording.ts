import { useEffect } from 'react';
import { recordFlight } from '../lib/flightTap';

/**
 * Records the signed-in user's route changes, and loads the flight recorder once someone is signed
 * in (issue 26): it is not part of the sign-in page's download.
 */
export function useFlightRecording(uid: string | null, route: string): void {
  useEffect(() => {
    if (uid === null) return;
    import('./flightRecorder')
      .then(({ startFlightRecorder }) => startFlightRecorder(uid))
      .catch((error: unknown) => console.warn('The flight recorder could not start', error));
  }, [uid]);
  useEffect(() => recordFlight(() => ({ kind: 'route', path: route })), [route]);
}
