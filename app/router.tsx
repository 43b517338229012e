import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { routePatterns } from './config/paths';
import { CommunitiesPage } from './features/communities/CommunitiesPage';
import { SignInPage } from './features/sign-in/SignInPage';
import { UnitListPage } from './features/units/UnitListPage';
import { RequireNoSession, RequireSession } from './SessionGuards';
import { ProtectedLayout } from './ui/ProtectedLayout';
import { RouteErrorPage } from './ui/RouteErrorPage';
import type { UnitRouteStyle } from './config/paths';

// The unit and device screens carry most of the code (tabs, hub progress, finish flow): they load
// on first use so the sign-in and list screens reach a phone sooner.
const unitScreen = (style: UnitRouteStyle) => async () => {
  const { UnitScreen } = await import('./screens/unit/UnitScreen');
  return { element: <UnitScreen style={style} /> };
};
const deviceScreen = (style: UnitRouteStyle) => async () => {
  const { DeviceScreen } = await import('./screens/device/DeviceScreen');
  return { element: <DeviceScreen style={style} /> };
};

export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorPage />,
    children: [
      { element: <RequireNoSession />, children: [{ path: routePatterns.login, element: <SignInPage /> }] },
      {
        element: <RequireSession />,
        children: [
          {
            element: <ProtectedLayout />,
            children: [
              { path: routePatterns.communities, element: <CommunitiesPage /> },
              { path: routePatterns.community, element: <UnitListPage /> },
              { path: routePatterns.unit, lazy: unitScreen('unit') },
              { path: routePatterns.unitV2, lazy: unitScreen('unit_v2') },
              { path: routePatterns.device, lazy: deviceScreen('unit') },
              { path: routePatterns.deviceV2, lazy: deviceScreen('unit_v2') },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to={routePatterns.communities} replace /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
