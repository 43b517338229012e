import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { paths } from './config/paths';
import { isSignedIn, useSession } from './data/sessionStore';
import { useFlightRecording } from './data/useFlightRecording';
import { historyEntryOwner, stampHistoryEntry } from './lib/historyOwner';
import { handCheck, isRecord } from './lib/valueCheck';

/** Re-reads the stored session on every navigation, so a corrupted store signs the user out. */
function useSessionFreshness() {
  const location = useLocation();
  const reload = useSession((state) => state.reload);
  useEffect(() => {
    reload();
  }, [location.pathname, reload]);
}

/** Where the session ended, and whose screen it was (null: nobody's, e.g. a link opened signed out). */
interface ReturnState {
  from: string;
  fromUid: string | null;
}

/** History state is whatever the page put there: read by hand, as zod is not in the sign-in page's download (issue 17). */
const returnStateCheck = handCheck<ReturnState>(
  (value) =>
    isRecord(value) && typeof value.from === 'string' && (typeof value.fromUid === 'string' || value.fromUid === null)
      ? { from: value.from, fromUid: value.fromUid }
      : undefined,
  'a return state',
);

export function RequireSession() {
  useSessionFreshness();
  const location = useLocation();
  const uid = useSession((state) => state.user?.uid ?? null);
  const signedIn = useSession(isSignedIn);
  const expiredUid = useSession((state) => state.expiredUid);
  const owner = historyEntryOwner();
  useEffect(() => {
    if (uid !== null) stampHistoryEntry(uid);
  }, [location.key, uid]);
  useFlightRecording(signedIn ? uid : null, location.pathname + location.search);

  if (!signedIn) {
    // After a 401 the screen was that user's, whatever the entry says by now: the redirect below
    // replaces the entry (and its stamp) before its own render commits, and a render in between
    // would otherwise hand the struck screen to whoever signs in next.
    const state: ReturnState = { from: location.pathname + location.search, fromUid: expiredUid ?? owner };
    return <Navigate to={paths.login()} replace state={state} />;
  }
  // Back (or a reload) reached a screen of the user signed in before: start from the picker.
  if (owner !== null && owner !== uid) return <Navigate to={paths.communities()} replace />;
  return <Outlet />;
}

/**
 * The sign-in page; once a session exists it leads back to where the session ended when that was
 * this user's screen (a 401), and to the picker otherwise.
 */
export function RequireNoSession() {
  useSessionFreshness();
  const location = useLocation();
  const uid = useSession((state) => state.user?.uid ?? null);
  const signedIn = useSession(isSignedIn);
  if (signedIn) {
    const back = returnStateCheck.safeParse(location.state);
    const from = back.success && (back.data.fromUid === null || back.data.fromUid === uid) ? back.data.from : null;
    return <Navigate to={from && from !== paths.login() ? from : paths.communities()} replace />;
  }
  return <Outlet />;
}
