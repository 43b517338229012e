import { useEffect, useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { dropSentAhead, onUnauthorized } from './api/client';
import { RuntimeContext } from './config/RuntimeContext';
import type { RuntimeExtras } from './config/runtime';
import { useSession } from './data/sessionStore';
import { holdFlightUntilAttached } from './lib/flightTap';
import { screenCode } from './lib/screenCode';
import { AppRoutes, type SignedInCode } from './router';
import { prefetchScreenOf, sendDataAheadOf } from './screens/screenCodes';
import { ErrorBoundary } from './ui/ErrorBoundary';
import { RuntimeNotice } from './ui/RuntimeNotice';
import { StorageNotice } from './ui/StorageNotice';

// Any 401 ends the session; the session guard then leads to /login.
onUnauthorized(() => useSession.getState().expire());

/**
 * The signed-in screens' code; it starts the flag SDK with the runtime's flags, and the runtime's
 * timers, before they render. The opened screen's code loads beside it, its first GETs are sent
 * before either has arrived, and its queries start while the flags are asked for (issue 40).
 */
function signedInCode(extras: Promise<RuntimeExtras>): SignedInCode {
  return screenCode(async () => {
    holdFlightUntilAttached();
    prefetchScreenOf(window.location.pathname);
    sendDataAheadOf(window.location.pathname);
    const [module, { flags, timers }] = await Promise.all([import('./screens/signed-in/SignedInApp'), extras]).catch((error: unknown) => {
      dropSentAhead();
      throw error;
    });
    module.runTimersOn(timers);
    module.prefetchDataOf(window.location.pathname);
    // Taken by the queries just started, or not wanted (another path by now): later screens ask afresh.
    dropSentAhead();
    await module.startFlags(flags);
    return module;
  });
}

/** `extras` now (marked `starting`), then what `ready` brings (the entry point may render before its start-up ends). */
function useExtras(extras: RuntimeExtras, ready: Promise<RuntimeExtras> | undefined): RuntimeExtras {
  const [current, setCurrent] = useState(() => (ready ? { ...extras, starting: true } : extras));
  useEffect(() => {
    let live = true;
    void ready?.then((later) => live && setCurrent(later));
    return () => {
      live = false;
    };
  }, [ready]);
  return current;
}

/**
 * What every screen needs, the sign-in page included; MUI, its theme, the query client and the
 * flag SDK come with the signed-in screens (router.tsx).
 */
export function App({ extras, ready }: { extras: RuntimeExtras; ready?: Promise<RuntimeExtras> }) {
  const [code] = useState(() => signedInCode(ready ?? Promise.resolve(extras)));
  const current = useExtras(extras, ready);
  return (
    <ErrorBoundary>
      <RuntimeContext value={current}>
        <BrowserRouter>
          <RuntimeNotice />
          <StorageNotice />
          <AppRoutes signedInCode={code} />
        </BrowserRouter>
      </RuntimeContext>
    </ErrorBoundary>
  );
}
