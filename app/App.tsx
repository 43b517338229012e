import { useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { onUnauthorized } from './api/client';
import { RuntimeContext } from './config/RuntimeContext';
import type { RuntimeExtras } from './config/runtime';
import { useSession } from './data/sessionStore';
import { screenCode } from './lib/screenCode';
import { AppRoutes, type SignedInCode } from './router';
import { ErrorBoundary } from './ui/ErrorBoundary';
import { RuntimeNotice } from './ui/RuntimeNotice';
import { StorageNotice } from './ui/StorageNotice';

// Any 401 ends the session; the session guard then leads to /login.
onUnauthorized(() => useSession.getState().expire());

/** The signed-in screens' code; it starts the flag SDK with the runtime's flags before they render. */
function signedInCode(extras: RuntimeExtras): SignedInCode {
  return screenCode(async () => {
    const module = await import('./screens/signed-in/SignedInApp');
    await module.startFlags(extras.flags);
    return module;
  });
}

/**
 * What every screen needs, the sign-in page included; MUI, its theme, the query client and the
 * flag SDK come with the signed-in screens (router.tsx).
 */
export function App({ extras }: { extras: RuntimeExtras }) {
  const [code] = useState(() => signedInCode(extras));
  return (
    <ErrorBoundary>
      <RuntimeContext value={extras}>
        <BrowserRouter>
          <RuntimeNotice />
          <StorageNotice />
          <AppRoutes signedInCode={code} />
        </BrowserRouter>
      </RuntimeContext>
    </ErrorBoundary>
  );
}
