import { useEffect } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { pathShown } from './config/appShellUpdate';
import { routePatterns } from './config/paths';
import { SignInPage } from './features/sign-in/SignInPage';
import type { ScreenCode } from './lib/screenCode';
import type { SignedInApp } from './screens/signed-in/SignedInApp';
import { RequireNoSession, RequireSession } from './SessionGuards';
import { ErrorBoundary } from './ui/ErrorBoundary';
import { PlainLazyScreen } from './ui/PlainLazyScreen';

export type SignedInCode = ScreenCode<{ SignedInApp: typeof SignedInApp }>;

/**
 * Only /login is in the first download (issue 17): every other path is a signed-in screen, whose
 * code (MUI, the query client, the flag SDK, the screens) loads once a session exists. A
 * declarative router, not the data router, which would add its loaders and actions to that download.
 * A crash shows the error page until the installer goes to another path.
 */
export function AppRoutes({ signedInCode }: { signedInCode: SignedInCode }) {
  const { pathname } = useLocation();
  // A new build waits for a moment between units (decision 0450).
  useEffect(() => pathShown(pathname), [pathname]);
  return (
    <ErrorBoundary resetKey={pathname}>
      <Routes>
        <Route element={<RequireNoSession />}>
          <Route path={routePatterns.login} element={<SignInPage />} />
        </Route>
        <Route element={<RequireSession />}>
          <Route path="*" element={<PlainLazyScreen code={signedInCode} render={(module) => <module.SignedInApp />} />} />
        </Route>
      </Routes>
    </ErrorBoundary>
  );
}
