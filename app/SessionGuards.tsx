import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { paths } from './config/paths';
import { isSignedIn, useSession } from './data/sessionStore';

/** Re-reads the stored session on every navigation, so a corrupted store signs the user out. */
function useSessionFreshness() {
  const location = useLocation();
  const reload = useSession((state) => state.reload);
  useEffect(() => {
    reload();
  }, [location.pathname, reload]);
}

export function RequireSession() {
  useSessionFreshness();
  const location = useLocation();
  const signedIn = useSession(isSignedIn);
  if (!signedIn) return <Navigate to={paths.login()} replace state={{ from: location.pathname + location.search }} />;
  return <Outlet />;
}

/** The sign-in page; once a session exists it leads back to where the installer was sent from. */
export function RequireNoSession() {
  useSessionFreshness();
  const location = useLocation();
  const signedIn = useSession(isSignedIn);
  if (signedIn) {
    const from = (location.state as { from?: string } | null)?.from;
    return <Navigate to={from && from !== paths.login() ? from : paths.communities()} replace />;
  }
  return <Outlet />;
}
